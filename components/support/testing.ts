import { supportElement } from '../../shared/contracts/support/element.ts';
import { supportProblems } from '../../shared/contracts/support/problems.ts';
import { supportRoutes } from '../../shared/contracts/support/routes.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi } from '../../shared/testing/fakeApi.ts';

/**
 * The support element's test support: a stand-in for /api/v1/support made from its route
 * table (the real server is tested in server/support): a message parsed with the route's
 * schema (a broken rule answers 400 `validation` as the server does) and answered 201 with
 * its id; the element per test (David, unless set up otherwise); the form helpers.
 */
export const fakeCreatedAt = '2026-11-21T09:00:00.000Z';

export type FakeSupportApi = ReturnType<typeof installFakeSupportApi>;

export function installFakeSupportApi() {
  let count = 0;
  return installFakeApi(
    supportRoutes,
    { sendMessage: () => ({ id: `m-${++count}`, createdAt: fakeCreatedAt }) },
    { problems: supportProblems },
  );
}

const element = { name: supportElement.element, define: () => import('./index.tsx') };

/** The support element for each test: David on the fake above, unless set up otherwise. */
export const supportPerTest = () =>
  demoElementPerTest(element, installFakeSupportApi, { person: 'david' });

/** The forms' test kit: the control a label names, a value typed in it, what describes it. */
export { byLabel, description, setValue } from '../../shared/testing/form.ts';
