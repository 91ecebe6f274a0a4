import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { timberProblems, type TimberProblemType } from '../../shared/contracts/timber/problems.ts';
import { timberAgreementsRoutes } from '../../shared/contracts/timber-agreements/routes.ts';
import { raisedCodes as readRaisedCodes } from '../testing/raisedCodes.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
/** The timber codes the sources throw (problemOf with either timber catalogue). */
const raisedCodes = (dir: string, files: readonly string[]) =>
  readRaisedCodes(dir, files, ['timberProblems', 'timberDeliveriesProblems']);
/** The sources the routes reach (the desk's and the jobs' modules answer no route). */
const routeSources = [
  'agreements.ts',
  'generations.ts',
  'options.ts',
  'review.ts',
  'routes.ts',
  'signing.ts',
  'submit.ts',
];
const deliverySources = [
  'access.ts',
  'deliveries.ts',
  'generations.ts',
  'landings.ts',
  'origin.ts',
  'stackTags.ts',
];

/**
 * The §8 codes whose condition the portal's data cannot hold (docs/decisions.md, "Timber §8
 * codes and §5 rules"): the only ones without a server test that raises them. Adding a code
 * here needs its decision written there, word for word.
 */
const noPortalRule = {
  MissingSupplierNumber: 'the portal pays by member, and every member has a customer number',
  MissingYieldCalculation: 'the price model prices by list, with no yield calculation to miss',
  ServiceOrderStatusBlocksTractDirective: 'no call of the portal changes a tract directive',
} as const;

/** A route's problem list (none: empty). */
const problemsOf = (route: object): readonly string[] =>
  'problems' in route ? (route.problems as readonly string[]) : [];

describe('timber agreements route problem lists', () => {
  const listed = new Set<string>(Object.values(timberAgreementsRoutes).flatMap(problemsOf));

  it('name only codes the server raises, and every code it raises', () => {
    // DuplicateAssortment: a refused draft's volumes (the timber error codes, useAreaErrors).
    const raised = new Set([...raisedCodes(here, routeSources), 'DuplicateAssortment']);
    expect([...listed].filter((code) => !raised.has(code))).toEqual([]);
    // Signing completion answers through the signing service's routes; its codes are startSigning's.
    expect([...raised].filter((code) => !listed.has(code))).toEqual([]);
  });

  it('list exactly what each call can answer', () => {
    const problems = (name: keyof typeof timberAgreementsRoutes) =>
      [...problemsOf(timberAgreementsRoutes[name])].sort();
    const draftEdit = ['AgreementNotDraft', 'NewerVersionConflict', 'NotDraftCreator'];
    expect(problems('listAgreements')).toEqual([]);
    expect(problems('getAgreement')).toEqual(['OpportunityNotFound']);
    expect(problems('deleteDraft')).toEqual([...draftEdit, 'OpportunityNotFound'].sort());
    expect(problems('getReview')).toEqual(
      [
        'MissingAssortments',
        'MissingPreCalculation',
        'MissingProductVersion',
        'OpportunityNotFound',
        'SubProjectMissingDistrict',
      ].sort(),
    );
    expect(problems('saveDraft')).toEqual(
      expect.arrayContaining([
        ...draftEdit,
        'NonAgreedVolumeOnClosedPeriod',
        'AssortmentNotInAgreementOrPeriodUnavailable',
      ]),
    );
    // §6: a sent agreement's change names what it tried.
    expect(problems('saveDraft')).toEqual(
      expect.arrayContaining(['AssortmentMissingOnOpportunity', 'VolumeExceedsAgreement']),
    );
    expect(problems('submitDraft')).not.toContain('VolumeExceedsAgreement');
    expect(problems('submitDraft')).toContain('AssortmentNotInAgreementOrPeriodUnavailable');
  });

  it('every §8 code is answered by a server test (issue 28)', () => {
    // A test asserts a code by `expectProblem(answer, status, 'Code')` (the deliveries'
    // helper, with the catalogue's status) or `expect(answer.json().type).toBe('Code')`: a
    // code no rule raises has no such test, and this fails.
    const asserted = new Set<string>();
    const patterns = [
      /expectProblem\(\s*[^;]*?,\s*(\d{3}),\s*'(\w+)',?\s*\)/g,
      /\.type\)\s*\.toBe\(\s*()'(\w+)',?\s*\)/g,
    ];
    for (const dir of ['../timber-agreements', '../timber-deliveries']) {
      const folder = path.join(here, dir);
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.test.ts'))) {
        const text = readFileSync(path.join(folder, file), 'utf8');
        for (const pattern of patterns)
          for (const [, status, code] of text.matchAll(pattern))
            if (!status || Number(status) === timberProblems[code as TimberProblemType]?.status)
              asserted.add(code!);
      }
    }
    const unasserted = Object.keys(timberProblems).filter((code) => !asserted.has(code));
    expect(unasserted).toEqual(Object.keys(noPortalRule));
  });

  it('a code no portal rule can raise is one of the three decided, written in docs/decisions.md', () => {
    const decisions = readFileSync(path.join(here, '../../docs/decisions.md'), 'utf8');
    const section = decisions.slice(decisions.indexOf('### §8 codes and §5 rules'));
    for (const [code, reason] of Object.entries(noPortalRule)) {
      expect(section, code).toContain(`\`${code}\`: ${reason}`);
      const raised = new Set([
        ...raisedCodes(here, routeSources),
        ...raisedCodes(path.join(here, '../timber-deliveries'), deliverySources),
      ]);
      expect(raised.has(code), code).toBe(false);
    }
  });
});
