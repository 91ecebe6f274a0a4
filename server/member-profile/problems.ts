import type { z } from 'zod/mini';
import {
  contactProblemTitles,
  type ContactProblemType,
} from '../../shared/contracts/contactDetails.ts';
import { HttpProblem } from '../http/problem.ts';

/** Status of each profile problem: 409 for conflicts, 412/428 for If-Match (RFC 9110/6585). */
const statuses: Record<ContactProblemType, number> = {
  DefaultContactInformationConflictError: 409,
  DuplicateEmail: 409,
  DuplicateMobilePhoneNumber: 409,
  versionConflict: 412,
  versionRequired: 428,
};

/**
 * A profile problem with its Swedish title. The codes are the spec's (economy §8) and ours
 * (versionConflict, versionRequired), all listed in shared/contracts/problem.ts.
 */
export function profileProblem(type: ContactProblemType): HttpProblem {
  return new HttpProblem(statuses[type], type, contactProblemTitles[type]);
}

export const validationTitle = 'Kontrollera uppgifterna.';

/**
 * Parses a request body with its shared schema; a broken rule answers 400 `validation`
 * with each field's Swedish message (the first per field), and nothing is stored.
 */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  throw new HttpProblem(400, 'validation', validationTitle, errors);
}
