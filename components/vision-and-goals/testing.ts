import { visionAndGoalsElement } from '../../shared/contracts/vision-and-goals/element.ts';
import { visionAndGoalsProblems } from '../../shared/contracts/vision-and-goals/problems.ts';
import { visionAndGoalsRoutes } from '../../shared/contracts/vision-and-goals/routes.ts';
import type { Survey, SurveyBody } from '../../shared/contracts/vision-and-goals.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi } from '../../shared/testing/fakeApi.ts';

/**
 * The vision and goals element's test support: Anna's survey with two use-right groups, and
 * a stand-in for /api/v1/vision-and-goals made from its route table (the real server is
 * tested in server/vision-and-goals): a draft or a send parsed with the route's schema (a
 * send missing an answer answers 400 `validation` as the server does), the survey in memory.
 */
export const groupA = '11111111-1111-4111-8111-111111111111';
export const groupB = '22222222-2222-4222-8222-222222222222';

export const newSurvey = (): Survey => ({
  status: 'new',
  groups: [
    {
      useRightGroupId: groupA,
      estates: [{ designation: 'Björkås 2:7', municipality: 'Växjö' }],
      shared: true,
    },
    {
      useRightGroupId: groupB,
      estates: [{ designation: 'Norrskogen 1:4', municipality: 'Växjö' }],
      shared: false,
    },
  ],
  answers: { personal: {}, groups: { [groupA]: {}, [groupB]: {} }, message: '' },
  updatedAt: null,
  sentAt: null,
});

export interface FakeOptions {
  /** The survey as saved (new, with both groups, by default). */
  survey?: Survey;
}

export type FakeVisionApi = ReturnType<typeof installFakeVisionApi>;

export function installFakeVisionApi(options: FakeOptions = {}) {
  let current = structuredClone(options.survey ?? newSurvey());
  const now = '2026-11-26T10:00:00.000Z';
  const saved = (answers: SurveyBody, send: boolean): Survey => {
    current = {
      ...current,
      status: send
        ? 'sent'
        : current.status === 'new' || current.status === 'draft'
          ? 'draft'
          : 'updated',
      answers,
      updatedAt: now,
      sentAt: send ? now : current.sentAt,
    };
    return current;
  };
  const api = installFakeApi(
    visionAndGoalsRoutes,
    {
      getSurvey: () => current,
      saveSurveyDraft: ({ body }) => saved(body, false),
      sendSurvey: ({ body }) => saved(body, true),
    },
    { problems: visionAndGoalsProblems },
  );
  return Object.assign(api, {
    /** What was saved (PUT) or sent (POST), in order, as the element sent it. */
    bodies: () =>
      api.calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, body: c.body })),
  });
}

/** The vision and goals element for each test: Anna on the fake above, unless set up otherwise. */
export const visionAndGoalsPerTest = () =>
  demoElementPerTest(
    { name: visionAndGoalsElement.element, define: () => import('./index.tsx') },
    installFakeVisionApi,
  );
