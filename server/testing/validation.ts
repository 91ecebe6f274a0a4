import { expect } from 'vitest';

/** A 400 validation problem whose errors name at least these fields with these messages. */
export function expectValidation(
  answer: { statusCode: number; json: () => unknown },
  errors: Record<string, unknown>,
) {
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ type: 'validation', errors });
}
