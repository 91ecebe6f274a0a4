import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Skog-2026!');
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('Skog-2026!');
    expect(await verifyPassword('Skog-2026!', stored)).toBe(true);
    expect(await verifyPassword('skog-2026!', stored)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('a')).not.toBe(await hashPassword('a'));
  });
  it('rejects a malformed stored value', async () => {
    expect(await verifyPassword('a', 'plain')).toBe(false);
  });
});
