/**
 * Writes shared/ui/custom-elements.json and the element table of shared/ui/README.md from
 * elements.ts. Run after changing an element's public contract:
 *   node --import tsx shared/ui/manifest/generate.ts && npx prettier --write shared/ui
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildManifest, withReadmeTable } from './build.ts';

const manifestFile = fileURLToPath(new URL('../custom-elements.json', import.meta.url));
const readmeFile = fileURLToPath(new URL('../README.md', import.meta.url));

writeFileSync(manifestFile, `${JSON.stringify(buildManifest(), null, 2)}\n`);
writeFileSync(readmeFile, withReadmeTable(readFileSync(readmeFile, 'utf8')));
console.log('Wrote shared/ui/custom-elements.json and the README table.');
