import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { carriesOut, defineTaskKind } from '../staff-desk/kinds.ts';
import { describeSurvey } from './surveyText.ts';
import { visionSurveys } from './schema.ts';
import { useRightGroupsOf } from './useRightGroups.ts';

/**
 * A vision and goals survey sent to the adviser (§2 "save and send to adviser"). Subject: the
 * vision_surveys row. The desk shows the answers as they are now (a member who updates and
 * sends again while the task is open keeps the one task); the adviser marks it handled.
 */
export const visionSurveyReview = defineTaskKind({
  name: 'visionSurveyReview',
  label: 'Enkät Vilja och mål',
  data: z.object({ groups: z.int() }),
  details: async (task, db) => {
    const [survey] = await db
      .select()
      .from(visionSurveys)
      .where(eq(visionSurveys.id, task.subjectId));
    if (!survey) return [{ label: 'Enkät', value: 'Finns inte längre' }];
    const groups = await useRightGroupsOf(db, survey.memberId);
    return describeSurvey(survey, groups);
  },
  actions: {
    handled: carriesOut('Markera som hanterad', async () => {
      // Nothing changes on the member's side: the survey stays as sent.
    }),
  },
});
