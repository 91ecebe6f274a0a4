import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { TimberAgreementsService } from '../kit/services/timberAgreements.ts';
import { mapEstates } from '../map/overlays/schema.ts';
import { timberAgreementEstates, timberAgreements, timberAgreementVolumes } from './schema.ts';

const withVolume = (id: string) =>
  and(eq(timberAgreementVolumes.agreementId, id), sql`${timberAgreementVolumes.volume} > 0`);

/** An agreement as its deliveries read it (DeliveryAgreement). */
const deliveryAgreementColumns = {
  id: timberAgreements.id,
  name: timberAgreements.name,
  agreementNo: timberAgreements.agreementNo,
  status: timberAgreements.status,
  validTo: timberAgreements.validTo,
  generation: timberAgreements.generation,
  ownerIds: timberAgreements.ownerIds,
  reportedVolume: timberAgreements.reportedVolume,
};

/** What the deliveries area reads and writes of an agreement (areaService('timberAgreements')). */
export const timberAgreementsService: TimberAgreementsService = {
  async agreement(db, id, ownedBy) {
    const [row] = await db
      .select(deliveryAgreementColumns)
      .from(timberAgreements)
      .where(
        and(
          eq(timberAgreements.id, id),
          ownedBy === undefined
            ? undefined
            : sql`${ownedBy}::uuid = ANY(${timberAgreements.ownerIds})`,
        ),
      );
    return row;
  },

  ownedAgreements: (db, memberId) =>
    db
      .select(deliveryAgreementColumns)
      .from(timberAgreements)
      .where(sql`${memberId}::uuid = ANY(${timberAgreements.ownerIds})`),

  agreedVolumes: (db, id) =>
    db
      .select({
        month: timberAgreementVolumes.month,
        assortment: timberAgreementVolumes.assortment,
        volume: timberAgreementVolumes.volume,
      })
      .from(timberAgreementVolumes)
      .where(withVolume(id))
      .orderBy(asc(timberAgreementVolumes.month), asc(timberAgreementVolumes.assortment)),

  async agreedAssortments(db, id) {
    const rows = await db
      .selectDistinct({ assortment: timberAgreementVolumes.assortment })
      .from(timberAgreementVolumes)
      .where(withVolume(id))
      .orderBy(asc(timberAgreementVolumes.assortment));
    return rows.map((row) => row.assortment);
  },

  estates: (db, id) =>
    db
      .select({
        id: mapEstates.id,
        designation: mapEstates.designation,
        geometry: mapEstates.geometry,
      })
      .from(timberAgreementEstates)
      .innerJoin(mapEstates, eq(mapEstates.id, timberAgreementEstates.estateId))
      .where(eq(timberAgreementEstates.agreementId, id))
      .orderBy(asc(mapEstates.designation)),

  endedAgreementIds: (db, today) =>
    db
      .select({ id: timberAgreements.id })
      .from(timberAgreements)
      .where(
        or(
          ne(timberAgreements.status, 'Active'),
          sql`${timberAgreements.validTo} < ${today}::date`,
        ),
      ),

  async setReportedVolume(tx, id, volume) {
    await tx
      .update(timberAgreements)
      .set({ reportedVolume: volume })
      .where(eq(timberAgreements.id, id));
  },
};
