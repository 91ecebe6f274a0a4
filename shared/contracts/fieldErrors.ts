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

/** What the fallback reads of an issue zod raises (its raw issue has more). */
export interface RawIssueLike {
  readonly code?: string;
  readonly input?: unknown;
  readonly origin?: string;
}

/**
 * The Swedish message of a broken rule whose schema names none (a missing or mistyped
 * field, an unknown key), passed to every parse (`safeParse(input, { error })`) by the
 * server's parser and the form kit: zod's own English ("Invalid input: expected boolean")
 * never reaches a member. A schema's own message always wins over it.
 */
export function swedishIssueMessage(issue: RawIssueLike): string {
  const text = issue.origin === 'string';
  const list = issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Uppgiften saknas.' : 'Uppgiften har fel form.';
    case 'too_big':
      return text ? 'Texten är för lång.' : list ? 'Det är för många.' : 'Värdet är för stort.';
    case 'too_small':
      return text ? 'Texten är för kort.' : list ? 'Det är för få.' : 'Värdet är för litet.';
    case 'unrecognized_keys':
      return 'Uppgifterna innehåller fält som inte hör hit.';
    default:
      return 'Uppgiften är inte giltig.';
  }
}
