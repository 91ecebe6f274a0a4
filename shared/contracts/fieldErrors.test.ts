import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fieldErrorsFromIssues, formErrorKey, swedishIssueMessage } from './fieldErrors.ts';

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

describe('swedishIssueMessage (issue 28)', () => {
  const schema = z.object({
    named: z.boolean({ error: 'Välj ja eller nej.' }),
    plain: z.boolean(),
    text: z.string().check(z.maxLength(3)),
  });
  const errorsOf = (input: unknown) => {
    const result = schema.safeParse(input, { error: swedishIssueMessage });
    return fieldErrorsFromIssues(result.error!.issues);
  };

  it("replaces zod's English where the schema names no message, never the schema's own", () => {
    expect(errorsOf({ named: 'x', plain: 'x', text: 'abcd' })).toEqual({
      named: 'Välj ja eller nej.',
      plain: 'Uppgiften har fel form.',
      text: 'Texten är för lång.',
    });
    expect(errorsOf({ named: true })).toEqual({
      plain: 'Uppgiften saknas.',
      text: 'Uppgiften saknas.',
    });
  });
});
