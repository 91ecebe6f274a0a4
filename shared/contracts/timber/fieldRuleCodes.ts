import { timberAgreementMessages } from '../timber-agreements.ts';
import { deliveryMessages } from '../timber-deliveries.ts';
import type { TimberProblemType } from './problems.ts';

/**
 * §8 names a timber code for a broken rule the kit refuses before a handler runs: the field
 * message says which rule broke, this says its code. Each message is the shared schema's, so
 * the form shows the same text beside the field. Both timber areas answer by it
 * (`useAreaErrors`, server/kit/areaErrors.ts).
 */
const fieldRuleCodes = new Map<string, TimberProblemType>([
  [deliveryMessages.origin, 'MissingOriginAssignment'],
  [deliveryMessages.originNotApplicable, 'InvalidAssortmentOrigin'],
  [deliveryMessages.nameChars, 'InvalidLandingCommentOrName'],
  [deliveryMessages.nameTooLong, 'InvalidLandingCommentOrName'],
  [deliveryMessages.commentChars, 'InvalidLandingCommentOrName'],
  [deliveryMessages.commentLength, 'InvalidLandingCommentOrName'],
  [deliveryMessages.duplicateTagAssortment, 'DuplicateAssortment'],
  [timberAgreementMessages.duplicateAssortment, 'DuplicateAssortment'],
]);

/** The §8 code of a refused body's first field rule that names one; none: undefined. */
export function timberFieldRuleCode(errors: Record<string, string>): TimberProblemType | undefined {
  for (const message of Object.values(errors)) {
    const code = fieldRuleCodes.get(message);
    if (code) return code;
  }
  return undefined;
}

/**
 * How the timber areas answer what the portal answers with shared codes (timber §8): a
 * refused body is TimberValidation, or its broken rule's own code, and a failure nothing
 * caught TimberUnknownInternalError.
 */
export const timberErrorCodes = {
  validation: 'TimberValidation',
  refine: (errors: Record<string, string>) => timberFieldRuleCode(errors),
  internal: 'TimberUnknownInternalError',
} as const satisfies {
  validation: TimberProblemType;
  refine: (errors: Record<string, string>) => TimberProblemType | undefined;
  internal: TimberProblemType;
};
