import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest, buildReadmeTable, readmeEnd, readmeStart } from './build.ts';
import { elementDocs } from './elements.ts';
import { gsEvents } from '../events.ts';

const read = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');

/** Table rows as trimmed cells, so prettier's column padding does not matter. */
function tableCells(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^-+$/, '---')),
    );
}

describe('custom elements manifest', () => {
  it('custom-elements.json is generated from manifest/elements.ts (run generate.ts)', () => {
    expect(JSON.parse(read('custom-elements.json'))).toEqual(buildManifest());
  });

  it("README.md's element table is generated from manifest/elements.ts", () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf(readmeStart), readme.indexOf(readmeEnd));
    expect(tableCells(table)).toEqual(tableCells(buildReadmeTable()));
  });

  it('names every event of the catalogue and only those', () => {
    const documented = new Set(elementDocs.flatMap((doc) => doc.events.map((e) => e.name)));
    expect([...documented].sort()).toEqual(Object.values(gsEvents).sort());
  });
});
