import { profileEtag, versionFromIfMatch } from '../../shared/contracts/contactDetails.ts';
import type { Economics } from '../../shared/contracts/economics.ts';
import { stakeChoicesElement } from '../../shared/contracts/stake-choices/element.ts';
import { stakeChoicesProblems } from '../../shared/contracts/stake-choices/problems.ts';
import { stakeChoicesRoutes } from '../../shared/contracts/stake-choices/routes.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi, problem, reply } from '../../shared/testing/fakeApi.ts';
import { demoProfiles } from '../../tests/harness/profiles.ts';

/**
 * The stake choices element's test support: a member's choices, and a stand-in for
 * /api/v1/memberProfiles/current/economics made from its route table (the real server is
 * tested in server/stake-choices): the choices in memory with the profile version (ETag), a save
 * checked against the If-Match it names (428 `versionRequired` without one, 412
 * `versionConflict` on another) and answered with the updated profile and the next version.
 */
export const annasChoices = (): Economics => ({
  stakePercent: 4,
  aboveStakeParticipation: false,
  version: 3,
});

export interface FakeOptions {
  /** The member's choices as saved (Anna's: 4 %, no above-stake participation). */
  choices?: Economics;
}

export type FakeStakeChoicesApi = ReturnType<typeof installFakeStakeChoicesApi>;

export function installFakeStakeChoicesApi(options: FakeOptions = {}) {
  const choices = structuredClone(options.choices ?? annasChoices());
  const api = installFakeApi(
    stakeChoicesRoutes,
    {
      getStakeChoices: () =>
        reply(structuredClone(choices), { headers: { etag: profileEtag(choices.version) } }),
      saveStakeChoices: ({ body, call }) => {
        const expected = versionFromIfMatch(call.ifMatch);
        if (expected === null) return problem('versionRequired');
        if (expected !== choices.version) return problem('versionConflict');
        Object.assign(choices, body, { version: choices.version + 1 });
        return reply(demoProfiles.anna, { headers: { etag: profileEtag(choices.version) } });
      },
    },
    { problems: stakeChoicesProblems },
  );
  return Object.assign(api, {
    /** The choices as the fake's server holds them (a test may change them between calls). */
    choices,
  });
}

/** The stake choices element for each test: Anna on the fake above, unless set up otherwise. */
export const stakeChoicesPerTest = () =>
  demoElementPerTest(
    { name: stakeChoicesElement.element, define: () => import('./index.tsx') },
    installFakeStakeChoicesApi,
  );
