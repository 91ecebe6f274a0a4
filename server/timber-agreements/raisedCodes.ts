import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * For the route tables' problem lists (tests): the timber codes a server area's sources
 * throw, read from `timberProblem('X')` and `deliveryProblem('X')`, so a route never lists a
 * code nothing raises and nothing raised goes unlisted.
 */
export function raisedCodes(dir: string, files: readonly string[]): Set<string> {
  const codes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const match of text.matchAll(/(?:timberProblem|deliveryProblem)\('(\w+)'/g))
      codes.add(match[1]!);
  }
  return codes;
}
