import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { timberProblems } from '../../shared/contracts/timber-agreements/problems.ts';
import { timberAgreementsRoutes } from '../../shared/contracts/timber-agreements/routes.ts';
import { raisedCodes } from './raisedCodes.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
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

/** A route's problem list (none: empty). */
const problemsOf = (route: object): readonly string[] =>
  'problems' in route ? (route.problems as readonly string[]) : [];

describe('timber agreements route problem lists', () => {
  const listed = new Set<string>(Object.values(timberAgreementsRoutes).flatMap(problemsOf));

  it('name only codes the server raises, and every code it raises', () => {
    const raised = raisedCodes(here, routeSources);
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

  it('every §8 code is raised by this area or the deliveries, or the README says why not', () => {
    const raised = new Set([
      ...raisedCodes(here, routeSources),
      ...raisedCodes(path.join(here, '../timber-deliveries'), deliverySources),
    ]);
    const readme = readFileSync(
      path.join(here, '../../shared/contracts/timber-agreements/README.md'),
      'utf8',
    );
    const noScreen = readme.slice(readme.indexOf('## Codes no screen of issues 15 and 16 raises'));
    const unexplained = Object.keys(timberProblems).filter(
      (code) => !raised.has(code) && !noScreen.includes(`\`${code}\``),
    );
    expect(unexplained).toEqual([]);
    // The README names only codes that really are never raised.
    for (const match of noScreen.matchAll(/^- `(\w+)`/gm))
      expect(raised.has(match[1]!)).toBe(false);
  });
});
