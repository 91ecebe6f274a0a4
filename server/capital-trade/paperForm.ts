import { eq } from 'drizzle-orm';
import type { TradeOverview } from '../../shared/contracts/capital-trade.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import type { Tx } from '../signing/service.ts';
import { capitalTradeProblems } from '../../shared/contracts/capital-trade/problems.ts';
import { problemOf } from '../kit/problem.ts';

type PaperFormReason = NonNullable<TradeOverview['digitalOrdersBlocked']>;

/** The member data the paper-form rule reads. */
export const paperFormColumns = {
  isOrganizationUser: members.isOrganizationUser,
  isEstate: members.isEstate,
  departedOn: members.departedOn,
};

/**
 * Why a member orders on the paper form instead of digitally (economy-membership §6), or
 * null: an organisation user, the estate of a deceased person (dödsbo), or a member who has
 * left the cooperative (utträdd: the departure day has come). Read from the member data
 * (members.is_organization_user, is_estate, departed_on); `today` is the Swedish day.
 */
export function paperFormReason(
  member: { isOrganizationUser: boolean; isEstate: boolean; departedOn: string | null },
  today: string,
): PaperFormReason | null {
  if (member.isOrganizationUser) return 'organization';
  if (member.isEstate) return 'estate';
  if (member.departedOn !== null && member.departedOn <= today) return 'departed';
  return null;
}

/**
 * Refuses unless the member may order digitally: when the order starts, and again when the
 * signature (or staff, for a PEP order) completes it. "Trading requires membership" (§6):
 * a co-owner in a membership who is no member (isExplicitMember false) may not trade at
 * all (TradeRequiresMembership); the paper-form members get TradeOrganizationPaperForm.
 */
export async function refusePaperFormMember(db: Db | Tx, memberId: string, today: string) {
  const [member] = await db
    .select({ ...paperFormColumns, isExplicitMember: members.isExplicitMember })
    .from(members)
    .where(eq(members.id, memberId));
  if (member && !member.isExplicitMember)
    throw problemOf(capitalTradeProblems, 'TradeRequiresMembership');
  if (!member || paperFormReason(member, today))
    throw problemOf(capitalTradeProblems, 'TradeOrganizationPaperForm');
}
