/**
 * The cross-tab rule of platform §4: when another tab changes the stored session so that
 * this tab's member is gone (user removed, or another subject or customer number), this
 * tab leaves for '/'. A renewal by another tab (same member, new tokens) is not a change.
 */
export interface SessionIdentity {
  sub: string;
  customer_no: string | null;
}

/** Reads sub and customer_no from a stored oidc-client-ts user (User.toStorageString()). */
export function identityFromStoredUser(stored: string | null): SessionIdentity | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as { profile?: { sub?: unknown; customer_no?: unknown } };
    const sub = parsed.profile?.sub;
    if (typeof sub !== 'string') return null;
    const customerNo = parsed.profile?.customer_no;
    return { sub, customer_no: customerNo == null ? null : String(customerNo) };
  } catch {
    return null;
  }
}

export interface StoredSessionChange {
  /** StorageEvent.key: null when another tab cleared the whole storage. */
  key: string | null;
  newValue: string | null;
}

/**
 * Whether a storage change from another tab must send this tab to '/'.
 * @param userStoreKey the storage key oidc-client-ts stores the user under
 * @param current the member this tab shows, or null when signed out
 */
export function mustLeaveAfterStorageChange(
  change: StoredSessionChange,
  userStoreKey: string,
  current: SessionIdentity | null,
): boolean {
  if (change.key !== null && change.key !== userStoreKey) return false;
  const next = change.key === null ? null : identityFromStoredUser(change.newValue);
  if (!current) return next !== null;
  if (!next) return true;
  return next.sub !== current.sub || next.customer_no !== current.customer_no;
}
