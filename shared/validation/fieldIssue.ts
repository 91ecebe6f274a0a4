import type { $RefinementCtx } from 'zod/v4/core';

/**
 * A whole-object rule's finding about one field (`superRefine`): the form shows `message`
 * under the field named `path`, and the server answers it as that field's error. The one way
 * the contracts write it (before: `ctx.addIssue({...})` and `context.issues.push({...})`).
 */
export function fieldIssue(
  context: Pick<$RefinementCtx, 'issues'>,
  path: string,
  message: string,
  input?: unknown,
): void {
  context.issues.push({ code: 'custom', path: [path], message, input });
}
