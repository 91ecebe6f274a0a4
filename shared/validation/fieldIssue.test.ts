import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fieldIssue } from './fieldIssue.ts';

describe('fieldIssue', () => {
  const range = z.object({ from: z.number(), to: z.number() }).check(
    z.superRefine((value, context) => {
      if (value.to < value.from)
        fieldIssue(context, 'to', 'Till får inte vara före från.', value.to);
    }),
  );

  it('names the field and keeps the message, so a form shows it under that field', () => {
    const result = range.safeParse({ from: 5, to: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['to'],
        message: 'Till får inte vara före från.',
      }),
    ]);
  });

  it('adds nothing when the rule holds', () => {
    expect(range.safeParse({ from: 3, to: 5 }).success).toBe(true);
  });
});
