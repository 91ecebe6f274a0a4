import { problemMessage as catalogueMessage } from '../../shared/contracts/problem.ts';
import { economicsOverviewProblems } from '../../shared/contracts/economics-overview/problems.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { sv } from './sv.ts';

/** The economics overview's Swedish texts (its own catalogue, compiled by the build). */
export const t = createTranslator(sv);

/** The Swedish message for a failed panel call: the shared codes' one wording each. */
export const problemMessage = (error: unknown) =>
  catalogueMessage(error, economicsOverviewProblems);
