/** The Web Locks name that serialises token renewal across the member's tabs. */
export const renewalLockName = 'memberportal_token_renewal';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Runs fn while holding the renewal lock, so two tabs never renew at the same time (the
 * second finds the first one's fresh tokens). Without Web Locks it simply runs fn.
 */
export function withRenewalLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request(renewalLockName, fn) : fn();
}
