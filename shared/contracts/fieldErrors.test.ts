import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fieldErrorsFromIssues, formErrorKey } from './fieldErrors.ts';

describe('fieldErrorsFromIssues', () => {
  const schema = z.object(
    {
      name: z.string({ error: 'Ange namn.' }).check(z.minLength(1, { error: 'Ange namn.' })),
      address: z.object({ postalCode: z.string({ error: 'Ange postnummer.' }) }),
    },
    { error: 'Formuläret saknas.' },
  );

  it('keys nested fields by their dotted path, first message wins', () => {
    const result = schema.safeParse({ name: '', address: {} });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({
      name: 'Ange namn.',
      'address.postalCode': 'Ange postnummer.',
    });
  });

  it('puts an issue about the whole body under _form', () => {
    const result = schema.safeParse('nonsense');
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({
      [formErrorKey]: 'Formuläret saknas.',
    });
  });
});
