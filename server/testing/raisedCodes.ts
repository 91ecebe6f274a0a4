import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * For the route tables' problem lists (tests): the codes of the named catalogues that an
 * area's sources throw, read from `problemOf(catalogue, 'Code')`, so a route never lists a
 * code nothing raises and nothing raised goes unlisted.
 */
export function raisedCodes(
  dir: string,
  files: readonly string[],
  catalogues: readonly string[],
): Set<string> {
  const codes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const [, catalogue, code] of text.matchAll(/problemOf\(\s*(\w+),\s*'(\w+)'/g))
      if (catalogues.includes(catalogue!)) codes.add(code!);
  }
  return codes;
}
