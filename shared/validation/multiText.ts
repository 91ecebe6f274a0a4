import { z } from 'zod/mini';

/**
 * timber-production-map §5 "Multi-text input. Cannot add an empty field or exceed its maximum
 * count." The rule of shared/forms/MultiTextField.tsx as a schema, so that the server refuses
 * what the form does: every value trimmed and not empty (its own message, on the row's path
 * `name.1`), then checked by `item`; between `min` and `max` values.
 */
export function multiTextSchema<T extends z.ZodMiniType<unknown, string>>(
  item: T,
  {
    min = 1,
    max,
    messages,
  }: {
    min?: number;
    max: number;
    messages: { empty: string; tooFew: string; tooMany: string };
  },
) {
  return z
    .array(
      z.pipe(
        z
          .string({ error: messages.empty })
          .check(z.trim(), z.minLength(1, { error: messages.empty })),
        item,
      ),
      { error: messages.tooFew },
    )
    .check(
      z.minLength(min, { error: messages.tooFew }),
      z.maxLength(max, { error: messages.tooMany }),
    );
}
