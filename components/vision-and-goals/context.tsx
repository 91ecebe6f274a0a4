import type { Survey, SurveyBody, UseRightGroup } from '../../shared/contracts/vision-and-goals.ts';
import type { VisionCalls } from './api.ts';
import type { VisionRouteId } from './paths.ts';
import { elementContext } from '../../shared/elements/elementContext.ts';
import type { AreaPortal } from '../../shared/elements/portal.ts';
import { t } from './t.ts';

/** What the survey's screens share: the loaded survey, the answers being edited, moves. */
export interface VisionContextValue {
  portal: AreaPortal;
  calls: VisionCalls;
  survey: Survey;
  /** The answers as the member has them now (saved or not). */
  answers: SurveyBody;
  setAnswers(next: SurveyBody): void;
  /** Puts a fresh answer from the server in place (answers and status). */
  saved(survey: Survey): void;
  go(id: VisionRouteId, useRightGroupId?: string): void;
  /** Set by a send from the survey's preview; the thank-you page needs it (§2). */
  sentFromSurvey: boolean;
  markSent(): void;
}

export const [VisionContext, useVision] = elementContext<VisionContextValue>(
  'useVision outside the vision and goals element',
);

/** A group's estates as one line: "Björkås 2:7, Norrskogen 1:4". */
export const estatesOf = (group: UseRightGroup) =>
  group.estates.map((e) => e.designation).join(', ');

export const groupName = (group: UseRightGroup) =>
  group.shared ? t('group.shared', { estates: estatesOf(group) }) : estatesOf(group);
