/**
 * The one mapping from validation issues to field keys, used by every form and by the
 * server's body parser, so a 400's `errors` land on the same fields the form checks:
 * the key is the zod path joined with '.' (`address.postalCode`, `rights.0`); an issue
 * about the whole form or body (empty path) is `_form`. The first message of a key wins.
 */
export const formErrorKey = '_form';

export type FieldErrors = Record<string, string>;

export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function fieldKey(path: readonly PropertyKey[]): string {
  return path.length === 0 ? formErrorKey : path.map(String).join('.');
}

export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldKey(issue.path)] ??= issue.message;
  return errors;
}
