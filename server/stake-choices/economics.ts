import { eq } from 'drizzle-orm';
import type { Economics } from '../../shared/contracts/economics.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';

/** The member's stake choices (economy §3); null fields until the member has chosen. */
export async function readEconomics(db: Db, memberId: string): Promise<Economics | null> {
  const [member] = await db
    .select({
      stakePercent: members.stakePercent,
      aboveStakeParticipation: members.aboveStakeParticipation,
      version: members.profileVersion,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return null;
  const stake = member.stakePercent;
  return {
    // Only the spec's 2 and 4 are choices; anything else on record counts as not chosen.
    stakePercent: stake === 2 || stake === 4 ? stake : null,
    aboveStakeParticipation: member.aboveStakeParticipation,
    version: member.version,
  };
}
