import { asc, eq, inArray } from 'drizzle-orm';
import type { UseRightGroup } from '../../shared/contracts/vision-and-goals.ts';
import type { Db } from '../db/client.ts';
import { mapEstateOwners, mapEstates } from '../map/overlays/schema.ts';

/**
 * The member's use-right groups: their estates grouped by the same set of owners (an estate
 * owned alone and one owned with a neighbour are two groups). A group's id is its first
 * estate's id, so it stays the same while the estates do.
 */
export async function useRightGroupsOf(db: Db, memberId: string): Promise<UseRightGroup[]> {
  const own = await db
    .select({ estateId: mapEstateOwners.estateId })
    .from(mapEstateOwners)
    .where(eq(mapEstateOwners.memberId, memberId));
  if (own.length === 0) return [];
  const rows = await db
    .select({
      id: mapEstates.id,
      designation: mapEstates.designation,
      municipality: mapEstates.municipality,
      ownerId: mapEstateOwners.memberId,
    })
    .from(mapEstates)
    .innerJoin(mapEstateOwners, eq(mapEstateOwners.estateId, mapEstates.id))
    .where(
      inArray(
        mapEstates.id,
        own.map((o) => o.estateId),
      ),
    )
    .orderBy(asc(mapEstates.designation), asc(mapEstateOwners.memberId));
  const estates = new Map<
    string,
    { id: string; designation: string; municipality: string; owners: string[] }
  >();
  for (const row of rows) {
    const estate = estates.get(row.id) ?? { ...row, owners: [] };
    estate.owners.push(row.ownerId);
    estates.set(row.id, estate);
  }
  const groups = new Map<
    string,
    { ids: string[]; estates: UseRightGroup['estates']; shared: boolean }
  >();
  for (const estate of estates.values()) {
    const key = estate.owners.join(',');
    const group = groups.get(key) ?? { ids: [], estates: [], shared: estate.owners.length > 1 };
    group.ids.push(estate.id);
    group.estates.push({ designation: estate.designation, municipality: estate.municipality });
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({
      useRightGroupId: [...group.ids].sort()[0]!,
      estates: group.estates,
      shared: group.shared,
    }))
    .sort((a, b) => a.estates[0]!.designation.localeCompare(b.estates[0]!.designation, 'sv'));
}
