import {
  surveyDraftSchema,
  surveySchema,
  surveySendSchema,
  type Survey,
} from '../../../shared/contracts/vision-and-goals.ts';

/**
 * A stand-in for the survey calls in element tests (the real server is tested in
 * server/vision-and-goals): bodies checked with the shared schemas (a send missing an answer
 * answers 400 as the server does), answers checked on the way out. `bodies` records what was
 * saved or sent, `calls` each request.
 */
export interface FakeVisionApi {
  calls: string[];
  bodies: { method: string; body: unknown }[];
  restore(): void;
}

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

export function installFakeVisionApi(survey: Survey = newSurvey()): FakeVisionApi {
  const original = window.fetch;
  const calls: string[] = [];
  const bodies: FakeVisionApi['bodies'] = [];
  let current = survey;
  window.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: {
          'content-type': status === 200 ? 'application/json' : 'application/problem+json',
        },
      });
    if (method === 'GET') return reply(200, surveySchema.parse(current));
    const body = JSON.parse(String(init?.body)) as unknown;
    bodies.push({ method, body });
    const send = url.pathname.endsWith('/send');
    const checked = (send ? surveySendSchema : surveyDraftSchema).safeParse(body);
    if (!checked.success) return reply(400, { type: 'validation', title: 'x', status: 400 });
    const now = '2026-11-26T10:00:00.000Z';
    current = surveySchema.parse({
      ...current,
      status: send
        ? 'sent'
        : current.status === 'new' || current.status === 'draft'
          ? 'draft'
          : 'updated',
      answers: checked.data,
      updatedAt: now,
      sentAt: send ? now : current.sentAt,
    });
    return reply(200, current);
  };
  return { calls, bodies, restore: () => (window.fetch = original) };
}
