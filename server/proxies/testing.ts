import { signingCalls } from '../signing/testing.ts';
import type { ApiTestApp } from '../testing/apiApp.ts';
import type { demoIds } from '../db/seed.ts';

/** A valid personal number (Luhn digit computed) for yyyyMMdd and a three-digit serial. */
export function personalNumber(date: string, serial: string): string {
  const nine = `${date.slice(2)}${serial}`;
  let sum = 0;
  for (let i = 0; i < nine.length; i++) {
    let n = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  }
  return `${date}${serial}${(10 - (sum % 10)) % 10}`;
}

/** A complete, valid create request for the receiver; override what a test is about. */
export function createBody(receiverNationalId: string, overrides: Record<string, unknown> = {}) {
  return {
    receiverNationalId,
    receiverEmail: `r${receiverNationalId}@example.se`,
    receiverPhoneCountryCode: '+46',
    receiverPhone: '701234567',
    rights: ['signForestAgreements'],
    validTo: '',
    ...overrides,
  };
}

type Person = keyof typeof demoIds;

/** The proxy calls as a demo person would make them. */
export function proxyCalls(t: ApiTestApp) {
  const signing = signingCalls(t);
  const call = async (
    person: Person | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    actingFor?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: person ? await t.as(person, actingFor) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    list: (person: Person) => call(person, 'GET', '/api/v1/proxies'),
    get: (person: Person, id: string) => call(person, 'GET', `/api/v1/proxies/${id}`),
    create: (person: Person, body: unknown) => call(person, 'POST', '/api/v1/proxies', body),
    /** Starts the sign order (201 with its orderRef, or the refusal). */
    startSigning: (person: Person, id: string) =>
      call(person, 'POST', `/api/v1/proxies/${id}/sign`, {}),
    /**
     * The giver signs in the signing view with the test signer: start, confirm with the
     * number, poll until done; then the proxy as it is now (200), or the failing answer.
     */
    async sign(person: Person, id: string, personalNumber: string) {
      const started = await call(person, 'POST', `/api/v1/proxies/${id}/sign`, {});
      const done = await signing.signWith(person, started, personalNumber);
      if (done.statusCode !== 200) return done;
      if (done.json().status !== 'complete') return done;
      return call(person, 'GET', `/api/v1/proxies/${id}`);
    },
    replace: (person: Person, id: string, body: unknown) =>
      call(person, 'POST', `/api/v1/proxies/${id}/replace`, body),
    terminate: (person: Person, id: string) =>
      call(person, 'POST', `/api/v1/proxies/${id}/terminate`, {}),
    external: (ticketId: string) => call(null, 'GET', `/api/v1/proxies/external/${ticketId}`),
    complete: (ticketId: string, body: unknown) =>
      call(null, 'POST', `/api/v1/proxies/external/${ticketId}/complete`, body),
  };
}

export const annaNumber = '195001011237';
