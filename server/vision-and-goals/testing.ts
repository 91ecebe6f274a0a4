import type { SurveyStatus } from '../../shared/contracts/vision-and-goals.ts';
import type { Db } from '../db/client.ts';
import { visionSurveys } from './schema.ts';

/** For other areas' tests: no member has a survey (as the demo starts). */
export async function removeSurveys(db: Db) {
  await db.delete(visionSurveys);
}

/**
 * The member's survey in a status (saved with no answers; `sent` also stamps the time),
 * written as the area's own saves leave it; answers its id.
 */
export async function setSurveyStatus(db: Db, memberId: string, status: SurveyStatus) {
  const sentAt = status === 'sent' ? new Date() : undefined;
  const [row] = await db
    .insert(visionSurveys)
    .values({
      memberId,
      status,
      personal: {},
      groups: {},
      message: '',
      ...(sentAt ? { sentAt } : {}),
    })
    .onConflictDoUpdate({
      target: visionSurveys.memberId,
      set: { status, ...(sentAt ? { sentAt } : {}) },
    })
    .returning({ id: visionSurveys.id });
  return row!.id;
}
