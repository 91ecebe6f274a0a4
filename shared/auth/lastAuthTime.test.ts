import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../bridge/testStorage.ts';
import { readLastAuthTime, shouldTrySilentSignIn, writeLastAuthTime } from './lastAuthTime.ts';

afterEach(() => vi.unstubAllGlobals());

describe('silent sign-in at start', () => {
  it('is tried only inside the re-authentication window', () => {
    expect(shouldTrySilentSignIn(1000, 1000 - 86399, 86400)).toBe(true);
    expect(shouldTrySilentSignIn(1000, 1000 - 86400, 86400)).toBe(false);
    expect(shouldTrySilentSignIn(1000, null, 86400)).toBe(false);
  });

  it('keeps the last authentication time under memberportal_lastAuthTime', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    writeLastAuthTime(1700000000.7);
    expect(storage.getItem('memberportal_lastAuthTime')).toBe('1700000000');
    expect(readLastAuthTime()).toBe(1700000000);
    writeLastAuthTime(null);
    expect(readLastAuthTime()).toBeNull();
  });
});
