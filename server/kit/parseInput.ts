import type { z } from 'zod/mini';
import { fieldErrorsFromIssues, fieldKey } from '../../shared/contracts/fieldErrors.ts';
import { controlCharacterMessage, hasControlCharacters } from '../../shared/validation/text.ts';
import { validationProblem } from '../http/problem.ts';

/**
 * The one parser of what a client sends (body, query, path parameters): first every string
 * is checked for control characters, then the area's shared zod schema runs. Any broken
 * rule answers 400 `validation` with each field's Swedish message under its dotted path
 * (`_form` for the whole), the same keys the form uses; nothing is stored.
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const unsafe = controlCharacterPaths(input);
  if (unsafe.length > 0) {
    throw validationProblem(
      Object.fromEntries(unsafe.map((path) => [fieldKey(path), controlCharacterMessage])),
    );
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationProblem(fieldErrorsFromIssues(parsed.error.issues));
  return parsed.data;
}

/** Paths of the strings (and object keys) that hold control characters. */
function controlCharacterPaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => controlCharacterPaths(item, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      hasControlCharacters(key) ? [path] : controlCharacterPaths(item, [...path, key]),
    );
  }
  return [];
}
