import { describe, expect, it } from 'vitest';
import { isComponentOffline, msUntilStatusChange } from './componentOffline.ts';
import { isMessageShown } from './messageRules.ts';
import { automaticRetryDelay, maxAutomaticRetries } from './retryBackoff.ts';
import { isWithin } from './timeWindow.ts';

const at = (iso: string) => Date.parse(iso);
const online = { offline: false, offlineStarts: null, offlineEnds: null, offlineMessage: null };

describe('a component offline window', () => {
  const window = {
    ...online,
    offlineStarts: '2026-03-01T22:00:00+01:00',
    offlineEnds: '2026-03-02T06:00:00+01:00',
    offlineMessage: 'Underhåll i natt.',
  };

  it('is offline whenever its flag is set, window or not', () => {
    expect(isComponentOffline({ ...online, offline: true }, at('2026-01-01T12:00:00Z'))).toBe(true);
    expect(isComponentOffline({ ...window, offline: true }, at('2026-05-01T12:00:00Z'))).toBe(true);
  });

  it('is online with no status, no flag and no window', () => {
    expect(isComponentOffline(undefined, at('2026-01-01T12:00:00Z'))).toBe(false);
    expect(isComponentOffline(online, at('2026-01-01T12:00:00Z'))).toBe(false);
  });

  it('is offline from its start (inclusive) until its end (exclusive)', () => {
    expect(isComponentOffline(window, at('2026-03-01T20:59:59Z'))).toBe(false);
    expect(isComponentOffline(window, at('2026-03-01T21:00:00Z'))).toBe(true);
    expect(isComponentOffline(window, at('2026-03-02T04:59:59Z'))).toBe(true);
    expect(isComponentOffline(window, at('2026-03-02T05:00:00Z'))).toBe(false);
  });

  it('has an open end when only one bound is given', () => {
    const fromStart = { ...online, offlineStarts: '2026-03-01T00:00:00Z' };
    expect(isComponentOffline(fromStart, at('2026-02-28T23:59:59Z'))).toBe(false);
    expect(isComponentOffline(fromStart, at('2030-01-01T00:00:00Z'))).toBe(true);
    const untilEnd = { ...online, offlineEnds: '2026-03-01T00:00:00Z' };
    expect(isComponentOffline(untilEnd, at('2026-02-28T23:59:59Z'))).toBe(true);
    expect(isComponentOffline(untilEnd, at('2026-03-01T00:00:00Z'))).toBe(false);
  });

  it('ignores an unreadable bound rather than taking the service offline for good', () => {
    const broken = { ...online, offlineStarts: 'imorgon', offlineEnds: 'sen' };
    expect(isComponentOffline(broken, at('2026-03-01T00:00:00Z'))).toBe(false);
    const halfBroken = { ...online, offlineStarts: 'imorgon', offlineEnds: '2026-01-01T00:00:00Z' };
    expect(isComponentOffline(halfBroken, at('2026-03-01T00:00:00Z'))).toBe(false);
  });

  it('tells when the window next opens or closes', () => {
    expect(msUntilStatusChange(window, at('2026-03-01T20:00:00Z'))).toBe(3_600_000);
    expect(msUntilStatusChange(window, at('2026-03-02T04:00:00Z'))).toBe(3_600_000);
    expect(msUntilStatusChange(window, at('2026-03-02T06:00:00Z'))).toBeNull();
    expect(msUntilStatusChange({ ...window, offline: true }, at('2026-03-01T20:00:00Z'))).toBe(
      null,
    );
  });
});

describe('the automatic retry schedule', () => {
  it('waits 1 s, 2 s and 4 s, then leaves retrying to the member', () => {
    const delays = [0, 1, 2, 3, 4].map(automaticRetryDelay);
    expect(delays).toEqual([1000, 2000, 4000, null, null]);
    expect(maxAutomaticRetries).toBe(3);
  });

  it('refuses nonsense counts', () => {
    expect(automaticRetryDelay(-1)).toBeNull();
    expect(automaticRetryDelay(0.5)).toBeNull();
  });
});

describe('page messages', () => {
  const message = {
    id: 'm1',
    text: 'Vi uppdaterar systemet.',
    messageType: 'Info' as const,
    active: true,
    starts: '2026-04-01T00:00:00Z',
    ends: '2026-04-02T00:00:00Z',
  };

  it('show only while active and between starts and ends', () => {
    expect(isMessageShown(message, at('2026-03-31T23:59:59Z'))).toBe(false);
    expect(isMessageShown(message, at('2026-04-01T00:00:00Z'))).toBe(true);
    expect(isMessageShown(message, at('2026-04-02T00:00:00Z'))).toBe(false);
    expect(isMessageShown({ ...message, active: false }, at('2026-04-01T12:00:00Z'))).toBe(false);
  });

  it('without dates show as long as they are active', () => {
    expect(isMessageShown({ ...message, starts: null, ends: null }, 0)).toBe(true);
  });

  it('window bounds are plain comparisons', () => {
    expect(isWithin(null, null, 0)).toBe(true);
  });
});
