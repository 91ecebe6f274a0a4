import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors.ts';

describe('isUniqueViolation', () => {
  it("finds PostgreSQL's 23505 on the error or along its causes, and nothing else", () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: { code: '23505' } }))).toBe(true);
    const wrapped = new Error('outer', { cause: new Error('inner', { cause: { code: '23505' } }) });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
