import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demoIds.ts';
import { members } from '../db/schema.ts';

/**
 * Member info of the demo people (economy §3): member since, voting area and member area
 * (hundredths of a hectare; the whole holding, so more than the productive forest the
 * stake obligation is counted on in server/capital-trade/seed.ts).
 */
export const demoMemberInfo: Record<
  'anna' | 'bertil' | 'cecilia' | 'david',
  { memberSince: string; votingArea: string; memberAreaHundredthsHa: number }
> = {
  anna: { memberSince: '1998-03-12', votingArea: 'Växjö', memberAreaHundredthsHa: 12_640 },
  bertil: { memberSince: '1987-11-02', votingArea: 'Tranås', memberAreaHundredthsHa: 5_210 },
  cecilia: { memberSince: '2009-05-20', votingArea: 'Emmaboda', memberAreaHundredthsHa: 24_800 },
  david: { memberSince: '2025-09-01', votingArea: 'Växjö', memberAreaHundredthsHa: 1_850 },
};

/** Idempotent and gentle: only a member without member info yet gets the demo values. */
export async function seedMemberInfo(db: Db): Promise<void> {
  for (const [person, info] of Object.entries(demoMemberInfo)) {
    const id = demoIds[person as keyof typeof demoMemberInfo];
    await db
      .update(members)
      .set(info)
      .where(and(eq(members.id, id), isNull(members.memberSince)));
  }
}
