import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberDeliveriesProblems } from '../../shared/contracts/timber-deliveries/problems.ts';
import { timberDeliveriesRoutes } from '../../shared/contracts/timber-deliveries/routes.ts';
import { raisedCodes as readRaisedCodes } from '../testing/raisedCodes.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const sources = [
  'access.ts',
  'deliveries.ts',
  'generations.ts',
  'landings.ts',
  'origin.ts',
  'stackTags.ts',
];

/**
 * The codes this area's server throws (problemOf with either timber catalogue), and those its
 * error handler answers for a refused body's rules (the timber error codes, useAreaErrors).
 */
const raisedCodes = () =>
  new Set([
    ...readRaisedCodes(here, sources, ['timberProblems', 'timberDeliveriesProblems']),
    'InvalidLandingCommentOrName',
    'MissingOriginAssignment',
    'InvalidAssortmentOrigin',
    'StackTagOrderError',
    'DuplicateAssortment',
  ]);

describe('timber deliveries route problem lists', () => {
  const routes = Object.entries(timberDeliveriesRoutes);
  const listed = new Set<string>(routes.flatMap(([, route]) => route.problems ?? []));

  it('name only codes of the catalogues, each raised by the server, and every raised code', () => {
    const catalogue = { ...timberProblems, ...timberDeliveriesProblems };
    for (const code of listed) expect(Object.hasOwn(catalogue, code), code).toBe(true);
    const raised = raisedCodes();
    expect([...listed].filter((code) => !raised.has(code))).toEqual([]);
    expect([...raised].filter((code) => !listed.has(code))).toEqual([]);
  });

  it('list what each call can answer', () => {
    const problems = (name: keyof typeof timberDeliveriesRoutes) =>
      timberDeliveriesRoutes[name].problems ?? [];
    expect(problems('createDelivery')).toContain('DraftDeliveryExists');
    expect(problems('createDelivery')).not.toContain('DeliveryNotDraft');
    expect(problems('saveOriginAreas')).toContain('OriginLocked');
    expect(problems('notifyDelivery')).toContain('EudrStatusInvalid');
    expect(problems('completeDelivery')).toEqual(
      expect.arrayContaining(['EudrStatusInvalid', 'StackTagsPending']),
    );
    expect(problems('orderStackTags')).toContain('StackTagsAlreadyOrdered');
    expect(problems('orderStackTags')).not.toContain('EudrStatusInvalid');
    expect(problems('updateLanding')).toContain('LandingPositionLocked');
    for (const name of ['addAssortment', 'updateAssortment', 'deleteAssortment'] as const)
      expect(problems(name), name).toContain('StackTagsPending');
  });
});
