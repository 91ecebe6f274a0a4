import { eq, sql } from 'drizzle-orm';
import {
  groupQuestions,
  surveyMessages,
  type Survey,
  type SurveyBody,
  type SurveyStatus,
  type UseRightGroup,
} from '../../shared/contracts/vision-and-goals.ts';
import { visionAndGoalsProblems } from '../../shared/contracts/vision-and-goals/problems.ts';
import type { Db } from '../db/client.ts';
import { problemOf, validationProblem } from '../kit/problem.ts';
import { openStaffTask } from '../staff-desk/tasks.ts';
import { visionSurveys } from './schema.ts';
import { visionSurveyReview } from './surveyTask.ts';
import { useRightGroupsOf } from './useRightGroups.ts';

type Row = typeof visionSurveys.$inferSelect;

function view(row: Row | undefined, groups: UseRightGroup[]): Survey {
  return {
    status: (row?.status ?? 'new') as SurveyStatus,
    groups,
    answers: {
      personal: row?.personal ?? {},
      // Only the member's groups as they are now (an estate sold since leaves its answers).
      groups: Object.fromEntries(
        groups.map((g) => [g.useRightGroupId, row?.groups[g.useRightGroupId] ?? {}]),
      ),
      message: row?.message ?? '',
    },
    updatedAt: row?.updatedAt.toISOString() ?? null,
    sentAt: row?.sentAt?.toISOString() ?? null,
  };
}

export async function surveyOf(db: Db, memberId: string): Promise<Survey> {
  const [row] = await db.select().from(visionSurveys).where(eq(visionSurveys.memberId, memberId));
  return view(row, await useRightGroupsOf(db, memberId));
}

/**
 * Saves the answers: a draft (`send` false) or save-and-send. Answers must be for the
 * member's own groups, and sending needs an answer set for every group (the schema checked
 * each one's required answers). One survey per member (unique member id): the row is written
 * with an upsert, so two saves at once leave one survey; sending opens the staff-desk task in
 * the same transaction (one open task per survey: the desk's unique index).
 */
export async function saveSurvey(
  db: Db,
  memberId: string,
  body: SurveyBody,
  send: boolean,
): Promise<Survey> {
  const groups = await useRightGroupsOf(db, memberId);
  if (groups.length === 0) throw problemOf(visionAndGoalsProblems, 'NoUseRightGroups');
  const known = new Set(groups.map((g) => g.useRightGroupId));
  if (Object.keys(body.groups).some((id) => !known.has(id))) {
    throw problemOf(visionAndGoalsProblems, 'UnknownUseRightGroup');
  }
  if (send) {
    const missing = groups.find((g) => !body.groups[g.useRightGroupId]);
    if (missing) {
      throw validationProblem(
        Object.fromEntries(
          groupQuestions
            .filter((q) => q.required)
            .map((q) => [`groups.${missing.useRightGroupId}.${q.id}`, surveyMessages[q.id]]),
        ),
      );
    }
  }
  const clean = (answers: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== undefined && v !== ''));
  const values = {
    personal: clean(body.personal),
    groups: Object.fromEntries(
      Object.entries(body.groups).map(([id, answers]) => [id, clean(answers)]),
    ),
    message: body.message,
  };
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(visionSurveys)
      .values({
        memberId,
        ...values,
        status: send ? 'sent' : 'draft',
        updatedAt: now,
        sentAt: send ? now : null,
      })
      .onConflictDoUpdate({
        target: visionSurveys.memberId,
        set: {
          ...values,
          updatedAt: now,
          // A draft saved after sending is 'updated' until it is sent again.
          status: send
            ? 'sent'
            : sql`case when ${visionSurveys.status} in ('sent', 'updated') then 'updated' else 'draft' end`,
          ...(send ? { sentAt: now } : {}),
        },
      })
      .returning();
    if (send) {
      await openStaffTask(tx, visionSurveyReview, {
        subjectId: row!.id,
        memberId,
        data: { groups: groups.length },
      });
    }
    return view(row, groups);
  });
}
