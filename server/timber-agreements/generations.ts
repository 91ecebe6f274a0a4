import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AgreementGeneration } from '../../shared/contracts/timber-agreements.ts';
import type { Db } from '../db/client.ts';
import { timberAgreements } from './schema.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { problemOf } from '../kit/problem.ts';

/** A new draft is of the newest generation that is on; none on: nobody may create one. */
export function newDraftGeneration(on: readonly AgreementGeneration[]): AgreementGeneration {
  if (on.includes('v3')) return 'v3';
  if (on.includes('v2')) return 'v2';
  throw problemOf(timberProblems, 'TimberAccessDenied');
}

/**
 * The agreement a path's id names, for the member, among the generations that are on: v3's
 * opportunityId or any agreement's id, or v2's opportunityQuoteProjectId. 404 otherwise
 * (another member's agreement, or one of a generation that is off).
 */
export async function resolveAgreementId(
  db: Db,
  pathId: string,
  memberId: string,
  on: readonly AgreementGeneration[],
): Promise<string> {
  if (on.length === 0) throw problemOf(timberProblems, 'OpportunityNotFound');
  const [row] = await db
    .select({ id: timberAgreements.id })
    .from(timberAgreements)
    .where(
      and(
        or(eq(timberAgreements.id, pathId), eq(timberAgreements.quoteProjectId, pathId)),
        sql`${memberId}::uuid = ANY(${timberAgreements.ownerIds})`,
        inArray(timberAgreements.generation, [...on]),
      ),
    );
  if (!row) throw problemOf(timberProblems, 'OpportunityNotFound');
  return row.id;
}
