import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  platformProblems,
  problemMessage,
  problemTitle,
  type ProblemCatalogue,
} from './problem.ts';

/** Every area's catalogue: shared/contracts/<area>/problems.ts, found on disk. */
async function areaCatalogues(): Promise<[string, ProblemCatalogue][]> {
  const root = path.dirname(new URL(import.meta.url).pathname);
  const found: [string, ProblemCatalogue][] = [];
  for (const area of readdirSync(root, { withFileTypes: true })) {
    const file = path.join(root, area.name, 'problems.ts');
    if (!area.isDirectory() || !existsSync(file)) continue;
    const module = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      // Catalogues are objects; a list of codes beside them (proxyTicketProblemTypes) is not one.
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        found.push([area.name, value as ProblemCatalogue]);
      }
    }
  }
  return found;
}

/** Swedish by its letters or its common small words. */
const looksSwedish = (text: string) =>
  /[åäöÅÄÖ]|\b(och|inte|du|det|dig|din|för|att|kan|som|har|med|igen)\b/.test(text);
const looksEnglish = (text: string) =>
  /\b(the|you|your|is|are|not|please|was|error|failed|invalid|request)\b/i.test(text);

describe('problem catalogues', () => {
  it('give every declared code a Swedish title and member message', async () => {
    const catalogues: [string, ProblemCatalogue][] = [
      ['platform', platformProblems],
      ...(await areaCatalogues()),
    ];
    expect(catalogues.length).toBeGreaterThan(1);
    for (const [area, catalogue] of catalogues) {
      for (const [code, definition] of Object.entries(catalogue)) {
        const where = `${area}.${code}`;
        expect(definition.message, where).not.toBe('');
        expect(looksSwedish(definition.message), `${where}: ${definition.message}`).toBe(true);
        expect(looksEnglish(definition.message), `${where}: ${definition.message}`).toBe(false);
        expect(looksEnglish(problemTitle(definition)), `${where}: title`).toBe(false);
        expect(definition.message).toMatch(/[.!?]$/);
        if (area !== 'platform') {
          // An area's code never shadows a shared one: one wording per code.
          expect(Object.hasOwn(platformProblems, code), where).toBe(false);
        }
      }
    }
  });

  it('spell every code by the one rule of docs/adding-an-area.md ("Spelling")', async () => {
    // Codes a spec names, in the spec's spelling, where they sit among camelCase codes:
    // the trade's InvalidSignSession (economy §8) in signing, the contact-information codes
    // (platform §6, economy §8) in the profile's catalogue.
    const specSpelled = new Set([
      'InvalidSignSession',
      'DefaultContactInformationConflictError',
      'DuplicateEmail',
      'DuplicateMobilePhoneNumber',
    ]);
    const casing = (code: string) => (/^[a-z]/.test(code) ? 'camelCase' : 'PascalCase');
    for (const code of Object.keys(platformProblems)) expect(casing(code), code).toBe('camelCase');
    for (const [area, catalogue] of await areaCatalogues()) {
      const codes = Object.keys(catalogue);
      for (const code of codes) expect(code, `${area}.${code}`).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      const own = new Set(codes.filter((code) => !specSpelled.has(code)).map(casing));
      expect(own.size, `${area}: ${codes.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('shows the area text first, then the shared one, never a server title', () => {
    const area = { tooLate: { status: 409, title: 'För sent.', message: 'Perioden har stängt.' } };
    expect(problemMessage({ type: 'tooLate', title: 'x' }, area)).toBe('Perioden har stängt.');
    expect(problemMessage({ type: 'network' }, area)).toBe(platformProblems.network.message);
    expect(problemMessage({ type: 'whatever', title: 'Raw server text' })).toBe(
      platformProblems.internal.message,
    );
    expect(problemMessage(new Error('boom'))).toBe(platformProblems.internal.message);
  });
});
