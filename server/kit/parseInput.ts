import type { z } from 'zod/mini';
import {
  fieldErrorsFromIssues,
  fieldKey,
  formErrorKey,
  swedishIssueMessage,
} from '../../shared/contracts/fieldErrors.ts';
import { platformProblems, type ProblemCatalogue } from '../../shared/contracts/problem.ts';
import { idNotFoundOf } from '../../shared/contracts/routes.ts';
import { controlCharacterMessage, hasControlCharacters } from '../../shared/validation/text.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import { problemOf, validationProblem } from './problem.ts';

/**
 * Deeper than any request of ours nests (an origin area's GeoJSON is 6 levels): a body
 * nested thousands deep would overflow the stack of every recursive walk after it (zod,
 * JSON.stringify of the idempotency hash) and answer 500.
 */
export const maxInputDepth = 32;
export const tooDeepMessage = 'Uppgifterna är för djupt nästlade.';

/**
 * The one parser of what a client sends (body, query, path parameters): first the whole
 * input is checked (`checkInput`), then the area's shared zod schema runs. Any broken
 * rule answers 400 `validation` with each field's Swedish message under its dotted path
 * (`_form` for the whole), the same keys the form uses; a rule whose schema names no
 * message gets the kit's Swedish one (`swedishIssueMessage`). Nothing is stored.
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  checkInput(input);
  const parsed = schema.safeParse(input, { error: swedishIssueMessage });
  if (!parsed.success) throw validationProblem(fieldErrorsFromIssues(parsed.error.issues));
  return parsed.data;
}

/**
 * Path parameters, parsed as any input, except that a row's id (`uuidParam` in the route
 * table) that is no UUID answers the area's not-found problem, as an id that names no row
 * does: the first such parameter in the path's order.
 */
export function parseParams<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  checkInput(input);
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
  const values = (input ?? {}) as Record<string, unknown>;
  for (const [name, param] of Object.entries(shape)) {
    const notFound = idNotFoundOf(param);
    const value = values[name];
    if (!notFound || (typeof value === 'string' && isUuid(value))) continue;
    const catalogue: ProblemCatalogue = notFound.catalogue ?? platformProblems;
    throw problemOf(catalogue, notFound.type);
  }
  return parseInput(schema, input);
}

/**
 * What every input of every route must pass, with or without a schema (registerRoutes runs
 * it on params, query and body): no control character in any string or key (a NUL in an id
 * breaks PostgreSQL's text), and no nesting deeper than `maxInputDepth`. A walk with its own
 * stack, so the depth it refuses cannot overflow it.
 */
export function checkInput(input: unknown): void {
  const unsafe: PropertyKey[][] = [];
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) unsafe.push(path);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= maxInputDepth) throw validationProblem({ [formErrorKey]: tooDeepMessage });
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacters(key)) unsafe.push(path);
      else pending.push({ value: item, path: [...path, Array.isArray(value) ? Number(key) : key] });
    }
  }
  if (unsafe.length > 0) {
    throw validationProblem(
      Object.fromEntries(unsafe.map((path) => [fieldKey(path), controlCharacterMessage])),
    );
  }
}
