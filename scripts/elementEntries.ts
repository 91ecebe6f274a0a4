import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface ElementEntry {
  /** The folder name: the element's build folder and its harness page /harness/<name>. */
  name: string;
  /** Its module, relative to the repository root. */
  entry: string;
}

/**
 * Every element: components/<area>/index.ts(x), and the test element under tests/elements/.
 * The build (scripts/build.ts) and the element harness (tests/harness/serve.ts) both use
 * this, so the harness has a page for every element the build produces.
 */
export function elementEntries(root: string): ElementEntry[] {
  const found: ElementEntry[] = [];
  for (const base of ['components', 'tests/elements']) {
    const dir = path.join(root, base);
    if (!existsSync(dir)) continue;
    for (const area of readdirSync(dir, { withFileTypes: true })) {
      if (!area.isDirectory()) continue;
      const entry = ['index.tsx', 'index.ts']
        .map((file) => path.posix.join(base, area.name, file))
        .find((file) => existsSync(path.join(root, file)));
      if (entry) found.push({ name: area.name, entry });
    }
  }
  return found;
}
