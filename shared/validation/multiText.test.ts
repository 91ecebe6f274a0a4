import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { multiTextSchema } from './multiText.ts';

const schema = multiTextSchema(z.email({ error: 'Ogiltig.' }), {
  max: 2,
  messages: { empty: 'Tom rad.', tooFew: 'Minst en.', tooMany: 'Högst två.' },
});
const errors = (input: unknown) => {
  const result = schema.safeParse(input);
  const found: Record<string, string> = {};
  // The first message per field, as the server answers (shared/contracts/fieldErrors.ts).
  for (const issue of result.success ? [] : result.error.issues)
    found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('multiTextSchema (§5 multi-text input)', () => {
  it('trims each value and takes one up to the maximum', () => {
    expect(schema.parse([' a@example.se ', 'b@example.se'])).toEqual([
      'a@example.se',
      'b@example.se',
    ]);
  });

  it('refuses an empty value on its row, before the item rule', () => {
    expect(errors(['a@example.se', '   '])).toEqual({ '1': 'Tom rad.' });
    expect(errors(['nej'])).toEqual({ '0': 'Ogiltig.' });
  });

  it('refuses none, more than the maximum, and what is not a list', () => {
    expect(errors([])).toEqual({ '': 'Minst en.' });
    expect(errors(['a@example.se', 'b@example.se', 'c@example.se'])).toEqual({ '': 'Högst två.' });
    expect(errors('a@example.se')).toEqual({ '': 'Minst en.' });
  });
});
