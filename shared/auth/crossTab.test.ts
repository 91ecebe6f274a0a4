import { describe, expect, it } from 'vitest';
import { identityFromStoredUser, mustLeaveAfterStorageChange } from './crossTab.ts';

const key = 'memberportal_oidc.user:https://idp.example:member-portal';
const stored = (sub: string, customerNo: string | number, token = 'a') =>
  JSON.stringify({ access_token: token, profile: { sub, customer_no: customerNo } });
const anna = { sub: 'anna', customer_no: '1001' };

describe('another tab changes the session (platform §4)', () => {
  it('a renewal for the same member keeps this tab where it is', () => {
    expect(
      mustLeaveAfterStorageChange({ key, newValue: stored('anna', 1001, 'b') }, key, anna),
    ).toBe(false);
  });

  it('the member signed out in another tab: leave', () => {
    expect(mustLeaveAfterStorageChange({ key, newValue: null }, key, anna)).toBe(true);
  });

  it('storage cleared in another tab: leave', () => {
    expect(mustLeaveAfterStorageChange({ key: null, newValue: null }, key, anna)).toBe(true);
  });

  it('another subject signed in: leave', () => {
    expect(mustLeaveAfterStorageChange({ key, newValue: stored('karin', '1001') }, key, anna)).toBe(
      true,
    );
  });

  it('the same subject with another customer number: leave', () => {
    expect(mustLeaveAfterStorageChange({ key, newValue: stored('anna', '2002') }, key, anna)).toBe(
      true,
    );
  });

  it('other keys do not matter', () => {
    expect(
      mustLeaveAfterStorageChange({ key: 'memberportal_other', newValue: null }, key, anna),
    ).toBe(false);
  });

  it('a signed-out tab follows a sign-in in another tab', () => {
    expect(mustLeaveAfterStorageChange({ key, newValue: stored('anna', '1001') }, key, null)).toBe(
      true,
    );
    expect(mustLeaveAfterStorageChange({ key, newValue: null }, key, null)).toBe(false);
  });

  it('reads identity from a stored user, tolerating garbage', () => {
    expect(identityFromStoredUser(stored('anna', 1001))).toEqual(anna);
    expect(identityFromStoredUser('{not json')).toBeNull();
    expect(identityFromStoredUser(null)).toBeNull();
  });
});
