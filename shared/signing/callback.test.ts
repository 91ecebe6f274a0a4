import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import type { ApiClient } from '../api/client.ts';
import type { SignOrder } from '../contracts/signing.ts';
import { completeSigningCallback, signSessionFrom } from './callback.ts';
import { hintMessageKey } from './hints.ts';

const order = (status: SignOrder['status'], extra: Partial<SignOrder> = {}): SignOrder => ({
  orderRef: 'ref-1',
  kind: 'withdrawal',
  subjectId: 'w1',
  status,
  hintCode: status === 'pending' ? 'outstandingTransaction' : null,
  userVisibleData: 'Uttag 1 000 kr',
  autoStartToken: 'a',
  expiresAt: '2026-01-01T00:03:00.000Z',
  qr: null,
  completedAt: status === 'complete' ? '2026-01-01T00:01:00.000Z' : null,
  result: status === 'complete' ? { withdrawalId: 'w1' } : null,
  ...extra,
});

/** An API client whose polls answer in turn (an Error is thrown). */
function fakeApi(answers: (SignOrder | Error)[]) {
  const paths: string[] = [];
  const api: ApiClient = {
    request: async (path) => {
      paths.push(path);
      const next = answers.shift();
      if (!next || next instanceof Error) throw next ?? new Error('no more answers');
      return next as never;
    },
    fetchRaw: () => Promise.reject(new Error('unused')),
  };
  return { api, paths };
}

describe('the .../slutfor callback helper', () => {
  it('reads the identification session value from the query', () => {
    expect(signSessionFrom('?sessionId=ref-1&x=2')).toBe('ref-1');
    expect(signSessionFrom('sessionId=%20ref%2F2')).toBe('ref/2');
    expect(signSessionFrom('?sessionId=')).toBeNull();
    expect(signSessionFrom('?other=1')).toBeNull();
    expect(signSessionFrom('')).toBeNull();
  });

  it("falls back to the area's home without the session value, calling nothing", async () => {
    const { api, paths } = fakeApi([]);
    const home = '/medlem-i-granskog/konton/';
    expect(await completeSigningCallback(api, '?foo=bar', { home })).toEqual({
      kind: 'home',
      path: home,
    });
    expect(paths).toEqual([]);
  });

  it('polls the order (which completes it on the server) until it has ended', async () => {
    const { api, paths } = fakeApi([order('pending'), order('pending'), order('complete')]);
    const outcome = await completeSigningCallback(api, '?sessionId=ref-1', {
      home: '/',
      intervalMs: 1,
    });
    expect(outcome).toEqual({ kind: 'done', order: order('complete') });
    expect(paths).toEqual(Array(3).fill('/api/v1/signing/orders/ref-1'));
  });

  it('answers the same completed order however often the callback is opened', async () => {
    const { api } = fakeApi([order('complete'), order('complete')]);
    const first = await completeSigningCallback(api, '?sessionId=ref-1', { home: '/' });
    const again = await completeSigningCallback(api, '?sessionId=ref-1', { home: '/' });
    expect(again).toEqual(first);
  });

  it('says notFound for an unknown order (InvalidSignSession), and passes other errors on', async () => {
    const unknown = new ApiError(404, 'InvalidSignSession', null);
    expect(
      await completeSigningCallback(fakeApi([unknown]).api, '?sessionId=x', { home: '/' }),
    ).toEqual({ kind: 'notFound' });
    const down = new ApiError(0, 'network', null);
    await expect(
      completeSigningCallback(fakeApi([down]).api, '?sessionId=x', { home: '/' }),
    ).rejects.toBe(down);
  });

  it('gives up after maxPolls with the order still pending', async () => {
    const { api, paths } = fakeApi([order('pending'), order('pending'), order('pending')]);
    const outcome = await completeSigningCallback(api, '?sessionId=ref-1', {
      home: '/',
      intervalMs: 1,
      maxPolls: 2,
    });
    expect(outcome).toMatchObject({ kind: 'done', order: { status: 'pending' } });
    expect(paths).toHaveLength(2);
  });
});

describe("BankID's user message for each status and hint", () => {
  // The whole mapping is tested beside it (bankidMessages.test.ts); here: where the member is
  // reaches it.
  it('passes which way and which device to the one mapping', () => {
    expect(hintMessageKey('pending', 'outstandingTransaction')).toBe('rfa1');
    expect(hintMessageKey('pending', 'outstandingTransaction', { sameDevice: true })).toBe('rfa13');
    expect(hintMessageKey('pending', 'started', { phone: true })).toBe('rfa15b');
    expect(hintMessageKey('failed', 'startFailed', { sameDevice: true })).toBe('rfa17a');
    expect(hintMessageKey('failed', 'completionRejected')).toBeNull();
  });
});
