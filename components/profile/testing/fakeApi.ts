import type { ContactDetails } from '../../../shared/contracts/contactDetails.ts';
import { demoProfiles } from '../../../tests/harness/profiles.ts';

/** One call as the element made it. */
export interface RecordedCall {
  method: string;
  path: string;
  ifMatch: string | null;
  userId: string | null;
  body: unknown;
}

export type Answer = (call: RecordedCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

export const problem = (status: number, type: string, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ type, title: 'Serverns egen text', status, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** Anna's details as the server's seed gives them. */
export function annasDetails(overrides: Partial<ContactDetails> = {}): ContactDetails {
  return {
    email: 'anna.skog@example.se',
    mobileCountryCode: '+46',
    mobilePhone: '701234567',
    address: {
      co: null,
      address1: 'Skogsvägen 12',
      address2: null,
      country: 'SE',
      postalCode: '35591',
      city: 'Växjö',
    },
    pendingAddress: null,
    contactPreferences: {
      memberMagazine: true,
      wallCalendar: true,
      localAreaInfoList: false,
      digitalLocalInfo: true,
      newsletter: true,
      surveys: false,
      memberActivities: true,
      otherLocalInfo: false,
    },
    lastModifiedEmailPhone: '2026-06-01T10:00:00.000Z',
    version: 7,
    ...overrides,
  };
}

/**
 * A stand-in for the member API in element tests: answers by "METHOD path" (path without
 * the base), records every call with its If-Match and X-User-Id. The server side is tested
 * for real in server/profile.
 */
export function installFakeApi(answers: Record<string, Answer | Answer[]>) {
  const calls: RecordedCall[] = [];
  const original = globalThis.fetch;
  const queues = new Map(
    Object.entries(answers).map(([key, value]) => [key, Array.isArray(value) ? [...value] : value]),
  );
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\//, ''),
      ifMatch: headers.get('if-match'),
      userId: headers.get('x-user-id'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(call);
    const entry = queues.get(`${call.method} ${call.path}`);
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!answer) return problem(404, 'notFound');
    return answer(call);
  };
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** The updated profile a PUT answers (platform §7), with the new version as ETag. */
export const profileAnswer = (version: number) =>
  json(demoProfiles.anna, 200, { etag: `"${version}"` });
