import { lastAuthTimeKey, readLocal, writeLocal } from '../bridge/storage.ts';

/** Seconds since the epoch of the last authentication, from local storage. */
export function readLastAuthTime(): number | null {
  const raw = readLocal(lastAuthTimeKey);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function writeLastAuthTime(seconds: number | null): void {
  writeLocal(lastAuthTimeKey, seconds === null ? null : String(Math.trunc(seconds)));
}

/** Silent sign-in is worth trying when the last authentication is inside the window (platform §4). */
export function shouldTrySilentSignIn(
  nowSeconds: number,
  lastAuthTime: number | null,
  windowSeconds: number,
): boolean {
  return lastAuthTime !== null && nowSeconds - lastAuthTime < windowSeconds;
}
