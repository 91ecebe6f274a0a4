import { and, asc, eq } from 'drizzle-orm';
import {
  priceCalculationInputSchema,
  type PriceCalculationEstate,
  type PriceCalculationInput,
} from '../../shared/contracts/price-calculation.ts';
import type { Certification } from '../../shared/contracts/price-model.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { mapEstateOwners, mapEstates } from '../map/overlays/schema.ts';
import { priceCalculationEstates } from './schema.ts';

/** The values of an estate without its own row (README.md "Defaults"). */
export const defaultEstateValues: PriceCalculationInput = {
  agreementForm: 'avverkningsuppdrag',
  forestAccessibilityClass: '1B',
  roadAccessibilityClass: 'B',
  roadsideStorage: 'reloadingNotRequired',
  volume: 500,
  volumeUnit: 'm3fub',
};

/** The member's certification from the profile's two flags. */
export async function memberCertification(db: Db, memberId: string): Promise<Certification> {
  const [row] = await db
    .select({ fsc: members.isFscCertified, pefc: members.isPefcCertified })
    .from(members)
    .where(eq(members.id, memberId));
  if (row?.fsc && row.pefc) return 'FSCAndPEFC';
  if (row?.fsc) return 'FSC';
  if (row?.pefc) return 'PEFC';
  return 'none';
}

type EstateRow = {
  id: string;
  designation: string;
  municipality: string;
  sharePercent: number | null;
  values: typeof priceCalculationEstates.$inferSelect | null;
};

function estateOf(row: EstateRow, certification: Certification): PriceCalculationEstate {
  // A stored value the contract no longer knows falls back to the default (never a 500).
  const stored = row.values && priceCalculationInputSchema.safeParse(row.values);
  return {
    id: row.id,
    designation: row.designation,
    municipality: row.municipality,
    sharePercent: row.sharePercent,
    values: stored?.success ? stored.data : defaultEstateValues,
    certification,
    natureConservationBp: row.values?.natureConservationBp ?? null,
  };
}

const estateColumns = {
  id: mapEstates.id,
  designation: mapEstates.designation,
  municipality: mapEstates.municipality,
  sharePercent: mapEstateOwners.sharePercent,
  values: priceCalculationEstates,
};

/** The estates the member owns (alone or with others), by designation. */
export async function membersEstates(db: Db, memberId: string): Promise<PriceCalculationEstate[]> {
  const rows = await db
    .select(estateColumns)
    .from(mapEstateOwners)
    .innerJoin(mapEstates, eq(mapEstates.id, mapEstateOwners.estateId))
    .leftJoin(priceCalculationEstates, eq(priceCalculationEstates.estateId, mapEstates.id))
    .where(eq(mapEstateOwners.memberId, memberId))
    .orderBy(asc(mapEstates.designation));
  const certification = await memberCertification(db, memberId);
  return rows.map((row) => estateOf(row, certification));
}

/** One estate of the member, or null when it is not theirs (or no estate at all). */
export async function membersEstate(
  db: Db,
  memberId: string,
  estateId: string,
): Promise<PriceCalculationEstate | null> {
  const [row] = await db
    .select(estateColumns)
    .from(mapEstateOwners)
    .innerJoin(mapEstates, eq(mapEstates.id, mapEstateOwners.estateId))
    .leftJoin(priceCalculationEstates, eq(priceCalculationEstates.estateId, mapEstates.id))
    .where(and(eq(mapEstateOwners.memberId, memberId), eq(mapEstateOwners.estateId, estateId)));
  if (!row) return null;
  return estateOf(row, await memberCertification(db, memberId));
}
