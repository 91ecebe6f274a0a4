import {
  groupQuestions,
  personalQuestions,
  type Answers,
  type SurveyQuestion,
  type UseRightGroup,
} from '../../shared/contracts/vision-and-goals.ts';
import type { DetailRow } from '../staff-desk/kinds.ts';
import type { visionSurveys } from './schema.ts';

const answerText = (question: SurveyQuestion, answers: Answers) => {
  const value = answers[question.id];
  if (value === undefined || value === '') return '–';
  return question.options?.find((o) => o.value === value)?.label ?? value;
};

/** The survey as the adviser reads it on the desk: every question with its answer. */
export function describeSurvey(
  survey: typeof visionSurveys.$inferSelect,
  groups: readonly UseRightGroup[],
): DetailRow[] {
  const rows: DetailRow[] = personalQuestions.map((q) => ({
    label: q.label,
    value: answerText(q, survey.personal),
  }));
  for (const group of groups) {
    const answers = survey.groups[group.useRightGroupId] ?? {};
    rows.push({
      label: 'Fastigheter',
      value: group.estates.map((e) => `${e.designation}, ${e.municipality}`),
    });
    for (const q of groupQuestions) rows.push({ label: q.label, value: answerText(q, answers) });
  }
  rows.push({ label: 'Meddelande till rådgivaren', value: survey.message || '–' });
  return rows;
}
