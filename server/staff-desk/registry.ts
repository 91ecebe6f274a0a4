import { addressChangeReview } from '../profile/addressReview.ts';
import { pepTradeOrderReview } from '../capital-trade/pepTask.ts';
import { visionSurveyReview } from '../vision-and-goals/surveyTask.ts';
import { agreementCounterSign } from '../timber-agreements/counterSignTask.ts';
import { postalSignatureTask } from '../timber-agreements/postalSignature.ts';
import { originReviewTask } from '../timber-deliveries/origin.ts';
import { stackTagOrderTask } from '../timber-deliveries/stackTags.ts';
import { certificationApplicationReview } from '../certification/reviewTask.ts';
import type { TaskKind } from './kinds.ts';

/**
 * Every task kind the desk knows, one line per area (README.md). A kind is defined in its
 * area's folder, beside the member-side write that opens it; a task of a kind missing here
 * is listed but cannot be acted on.
 */
export const staffTaskKinds: readonly TaskKind<unknown>[] = [
  addressChangeReview,
  pepTradeOrderReview,
  visionSurveyReview,
  agreementCounterSign,
  postalSignatureTask,
  stackTagOrderTask,
  originReviewTask,
  certificationApplicationReview,
];
