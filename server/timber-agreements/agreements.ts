import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Assortment } from '../../shared/contracts/price-model.ts';
import {
  agreementTotal,
  closedPeriodErrors,
  hasRequiredVolume,
  type Agreement,
  type AgreementCreate,
  type AgreementGeneration,
  type AgreementDraft,
  type AssortmentVolume,
  type PricingMoment,
} from '../../shared/contracts/timber-agreements.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { members, proxies } from '../db/schema.ts';
import { mapEstates } from '../map/overlays/schema.ts';
import { forbidden, validationProblem, problemOf } from '../kit/problem.ts';
import type { Tx } from '../staff-desk/kinds.ts';
import { ownedEstates, priceListName, pricingMoment } from './options.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import {
  timberAgreementEstates,
  timberAgreements,
  timberAgreementSigners,
  timberAgreementVolumes,
} from './schema.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';

export type AgreementRow = typeof timberAgreements.$inferSelect;
type Queryable = Db | Tx;

/** The agreement if the member is one of its owners; otherwise 404 (nothing is told). */
export async function visibleAgreement(
  db: Queryable,
  id: string,
  memberId: string,
  lock = false,
): Promise<AgreementRow> {
  const query = db
    .select()
    .from(timberAgreements)
    .where(
      and(eq(timberAgreements.id, id), sql`${memberId}::uuid = ANY(${timberAgreements.ownerIds})`),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw problemOf(timberProblems, 'OpportunityNotFound');
  return row;
}

export async function agreementVolumes(db: Queryable, id: string): Promise<AssortmentVolume[]> {
  const rows = await db
    .select()
    .from(timberAgreementVolumes)
    .where(eq(timberAgreementVolumes.agreementId, id))
    .orderBy(asc(timberAgreementVolumes.assortment), asc(timberAgreementVolumes.month));
  const byAssortment = new Map<string, AssortmentVolume>();
  for (const row of rows) {
    const entry = byAssortment.get(row.assortment) ?? {
      assortment: row.assortment as Assortment,
      months: [],
    };
    entry.months.push({ month: row.month, volume: row.volume });
    byAssortment.set(row.assortment, entry);
  }
  return [...byAssortment.values()];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The answer for one agreement, as the effective member sees it. */
export async function agreementView(
  db: Queryable,
  row: AgreementRow,
  caller: Pick<Caller, 'effectiveMemberId' | 'proxyId'>,
): Promise<Agreement> {
  const [estates, volumes, signerRows, ownerRows, pricingMomentName] = await Promise.all([
    db
      .select({
        id: mapEstates.id,
        designation: mapEstates.designation,
        district: timberAgreementEstates.district,
        main: timberAgreementEstates.isMain,
      })
      .from(timberAgreementEstates)
      .innerJoin(mapEstates, eq(mapEstates.id, timberAgreementEstates.estateId))
      .where(eq(timberAgreementEstates.agreementId, row.id))
      .orderBy(asc(mapEstates.designation)),
    agreementVolumes(db, row.id),
    db.select().from(timberAgreementSigners).where(eq(timberAgreementSigners.agreementId, row.id)),
    db
      .select({ memberId: members.id, name: members.name })
      .from(members)
      .where(inArray(members.id, row.ownerIds))
      .orderBy(asc(members.name)),
    priceListName(db, row.priceListId),
  ]);
  const nameOf = (id: string | null) =>
    id ? (ownerRows.find((o) => o.memberId === id)?.name ?? null) : null;
  const signerNames = signerRows.some((s) => s.signedByMemberId && !nameOf(s.signedByMemberId))
    ? await db
        .select({ id: members.id, name: members.name })
        .from(members)
        .where(
          inArray(
            members.id,
            signerRows.flatMap((s) => (s.signedByMemberId ? [s.signedByMemberId] : [])),
          ),
        )
    : [];
  const anyName = (id: string | null) =>
    nameOf(id) ?? signerNames.find((n) => n.id === id)?.name ?? null;
  const signers = ownerRows.flatMap((owner) => {
    const s = signerRows.find((r) => r.memberId === owner.memberId);
    if (!s) return [];
    return [
      {
        memberId: owner.memberId,
        name: owner.name,
        method: s.method as 'electronic' | 'postal',
        signedAt: iso(s.signedAt),
        signedByName:
          s.signedByMemberId && s.signedByMemberId !== owner.memberId
            ? anyName(s.signedByMemberId)
            : null,
        postalSignatory: s.postalSignatory,
        postalReceivedOn: s.postalReceivedOn,
      },
    ];
  });
  const mine = signers.find((s) => s.memberId === caller.effectiveMemberId);
  const waitingForMe =
    row.status === 'SentForSign' &&
    row.cooperativeSignedAt !== null &&
    mine !== undefined &&
    mine.signedAt === null &&
    (row.signDeadline === null || row.signDeadline > new Date());
  // An organisation signs on paper unless a proxy signs for it with e-ID (§6).
  const byPost = mine?.method === 'postal' && caller.proxyId === null;
  const withVolume = volumes
    .flatMap((v) => v.months.filter((m) => m.volume > 0).map((m) => m.month))
    .sort();
  return {
    id: row.id,
    generation: row.generation as AgreementGeneration,
    wizardId: row.quoteProjectId ?? row.id,
    agreementNo: `LV-${row.agreementNo}`,
    name: row.name,
    status: row.status as Agreement['status'],
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    createdByMemberId: row.createdByMemberId,
    isCreator: row.createdByMemberId === caller.effectiveMemberId,
    estates,
    owners: ownerRows,
    pricingMomentId: row.priceListId,
    pricingMomentName,
    economicRepresentativeId: row.economicRepresentativeId,
    payoutByShare: row.economicRepresentativeId === null,
    volumes,
    agreedVolume: row.status === 'Draft' ? agreementTotal(volumes) : row.agreedVolume,
    reportedVolume: row.reportedVolume,
    deliveryFrom: withVolume[0] ?? null,
    deliveryTo: withVolume.at(-1) ?? null,
    validFrom: row.validFrom,
    validTo: row.validTo,
    signMethod: (row.signMethod as Agreement['signMethod']) ?? null,
    submittedAt: iso(row.submittedAt),
    cooperativeSignedAt: iso(row.cooperativeSignedAt),
    signDeadline: iso(row.signDeadline),
    signers,
    awaitingMySignature: waitingForMe && !byPost,
    awaitingMyPostalSignature: waitingForMe && byPost,
    removedAssortments: row.removedAssortments as Assortment[],
  };
}

/** Every agreement on the member's estates of the generations that are on, newest first. */
export async function listAgreements(
  db: Db,
  caller: Caller,
  generations: readonly AgreementGeneration[],
): Promise<Agreement[]> {
  if (generations.length === 0) return [];
  const rows = await db
    .select()
    .from(timberAgreements)
    .where(
      and(
        sql`${caller.effectiveMemberId}::uuid = ANY(${timberAgreements.ownerIds})`,
        inArray(timberAgreements.generation, [...generations]),
      ),
    )
    .orderBy(desc(timberAgreements.createdAt), desc(timberAgreements.agreementNo));
  return Promise.all(rows.map((row) => agreementView(db, row, caller)));
}

/**
 * The estate rules (§2.1 step 1, §5): every estate the member's, the same owner constellation
 * across them (MultipleOwnerGroups), one main estate per district (SameDistrictProjects).
 */
export async function checkEstates(
  db: Queryable,
  memberId: string,
  chosen: AgreementCreate['estates'],
) {
  const ids = chosen.map((e) => e.estateId);
  if (new Set(ids).size !== ids.length || !ids.every(isUuid)) {
    throw validationProblem({ estates: 'Välj varje fastighet en gång.' });
  }
  const estates = await ownedEstates(db, memberId, ids);
  if (estates.length !== ids.length)
    throw validationProblem({ estates: 'Välj minst en fastighet.' });
  const keys = new Set(estates.map((e) => e.ownerKey));
  if (keys.size > 1) throw problemOf(timberProblems, 'MultipleOwnerGroups');
  const districts = new Map<string, number>();
  for (const estate of estates) {
    const main = chosen.find((c) => c.estateId === estate.id)!.main;
    districts.set(estate.district, (districts.get(estate.district) ?? 0) + (main ? 1 : 0));
  }
  if ([...districts.values()].some((mains) => mains !== 1))
    throw problemOf(timberProblems, 'SameDistrictProjects');
  const owners = estates[0]!.owners;
  return {
    ownerKey: estates[0]!.ownerKey,
    ownerIds: owners.map((o) => o.memberId),
    rows: estates.map((e) => ({
      estateId: e.id,
      district: e.district,
      isMain: chosen.find((c) => c.estateId === e.id)!.main,
    })),
  };
}

async function checkedMoment(db: Queryable, id: string, today: string): Promise<PricingMoment> {
  const moment = isUuid(id) ? await pricingMoment(db, id, today) : null;
  if (!moment) throw problemOf(timberProblems, 'MissingProductVersion');
  return moment;
}

/**
 * §5: assortments of the pricing moment's list, months within its delivery months. Months
 * before `closedBefore` are closed: a save leaves them to the closed-period rule
 * (`closedPeriodErrors`); with `closedBefore` null (submitting) only months with volume count,
 * and a closed month with volume is no month to deliver in.
 */
function checkVolumes(
  volumes: readonly AssortmentVolume[],
  moment: PricingMoment,
  closedBefore: string | null,
) {
  for (const entry of volumes) {
    if (!moment.assortments.includes(entry.assortment)) {
      throw problemOf(timberProblems, 'AssortmentNotInAgreementOrPeriodUnavailable');
    }
    const months = entry.months.map((m) => m.month);
    if (new Set(months).size !== months.length)
      throw validationProblem({ volumes: 'Ange varje månad en gång.' });
    const judged = entry.months.filter((m) =>
      closedBefore === null ? m.volume > 0 : m.month >= closedBefore,
    );
    if (judged.some((m) => !moment.deliveryMonths.includes(m.month))) {
      throw problemOf(timberProblems, 'AssortmentsOnInvalidPeriods');
    }
  }
}

/** §5 closed periods: no volume above the stored (agreed) one on a month already passed. */
async function checkClosedPeriods(
  tx: Tx,
  id: string,
  volumes: readonly AssortmentVolume[],
  today: string,
) {
  const errors = closedPeriodErrors(volumes, await agreementVolumes(tx, id), today.slice(0, 7));
  if (Object.keys(errors).length > 0)
    throw problemOf(timberProblems, 'NonAgreedVolumeOnClosedPeriod', errors);
}

function checkRepresentative(id: string | null, ownerIds: readonly string[]) {
  if (id === null) return;
  if (!ownerIds.includes(id)) throw problemOf(timberProblems, 'EconomicRepresentativeNotFound');
  if (ownerIds.length < 2) throw problemOf(timberProblems, 'EconomicRepresentativeSingleCoOwner');
}

async function writeEstatesAndVolumes(
  tx: Tx,
  id: string,
  estateRows: { estateId: string; district: string; isMain: boolean }[],
  volumes: readonly AssortmentVolume[] | null,
) {
  await tx.delete(timberAgreementEstates).where(eq(timberAgreementEstates.agreementId, id));
  await tx
    .insert(timberAgreementEstates)
    .values(estateRows.map((r) => ({ agreementId: id, ...r })));
  if (volumes === null) return;
  await tx.delete(timberAgreementVolumes).where(eq(timberAgreementVolumes.agreementId, id));
  const rows = volumes.flatMap((entry) =>
    entry.months.map((m) => ({
      agreementId: id,
      assortment: entry.assortment,
      month: m.month,
      volume: m.volume,
    })),
  );
  if (rows.length > 0) await tx.insert(timberAgreementVolumes).values(rows);
}

/** Runs a write; the one-draft index's violation is DuplicateDraftAgreement. */
async function duplicateGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw problemOf(timberProblems, 'DuplicateDraftAgreement');
    throw error;
  }
}

/** A new draft of the generation given (a v2 draft gets its quote project id). */
export async function createDraft(
  db: Db,
  caller: Caller,
  body: AgreementCreate,
  today: string,
  generation: AgreementGeneration,
) {
  return duplicateGuard(() =>
    db.transaction(async (tx) => {
      const estates = await checkEstates(tx, caller.effectiveMemberId, body.estates);
      await checkedMoment(tx, body.pricingMomentId, today);
      const [row] = await tx
        .insert(timberAgreements)
        .values({
          generation,
          quoteProjectId: generation === 'v2' ? randomUUID() : null,
          name: body.name,
          createdByMemberId: caller.effectiveMemberId,
          ownerKey: estates.ownerKey,
          ownerIds: estates.ownerIds,
          priceListId: body.pricingMomentId,
        })
        .returning();
      await writeEstatesAndVolumes(tx, row!.id, estates.rows, null);
      return row!;
    }),
  );
}

/**
 * Locks the draft for an edit by its creator at the version the edit was based on:
 * 404 for others' agreements, 409 when no longer a draft, 403 for a co-owner who did not
 * create it, 412 on a stale version.
 */
export async function lockedDraft(tx: Tx, caller: Caller, id: string, expected: number) {
  const row = await visibleAgreement(tx, id, caller.effectiveMemberId, true);
  if (row.status !== 'Draft') throw problemOf(timberProblems, 'AgreementNotDraft');
  if (row.createdByMemberId !== caller.effectiveMemberId)
    throw problemOf(timberProblems, 'NotDraftCreator');
  if (row.version !== expected) throw problemOf(timberProblems, 'NewerVersionConflict');
  return row;
}

/**
 * §6 "Adding assortments to an agreement, or volumes above the agreed amount, requires
 * contacting an adviser or support": a change sent for an agreement no longer a draft is
 * refused by what it tried (an assortment it does not have, more volume than agreed), else
 * as no draft. Each message asks the member to contact their adviser or support.
 */
async function refuseChangeOfAgreement(tx: Tx, row: AgreementRow, volumes: AssortmentVolume[]) {
  const agreed = await agreementVolumes(tx, row.id);
  const has = (a: Assortment) =>
    agreed.some((entry) => entry.assortment === a && entry.months.some((m) => m.volume > 0));
  if (volumes.some((entry) => entry.months.some((m) => m.volume > 0) && !has(entry.assortment))) {
    throw problemOf(timberProblems, 'AssortmentMissingOnOpportunity');
  }
  if (agreementTotal(volumes) > row.agreedVolume)
    throw problemOf(timberProblems, 'VolumeExceedsAgreement');
  throw problemOf(timberProblems, 'AgreementNotDraft');
}

export async function saveDraft(
  db: Db,
  caller: Caller,
  id: string,
  expected: number,
  body: AgreementDraft,
  today: string,
) {
  return duplicateGuard(() =>
    db.transaction(async (tx) => {
      const found = await visibleAgreement(tx, id, caller.effectiveMemberId, true);
      if (found.status !== 'Draft') await refuseChangeOfAgreement(tx, found, body.volumes);
      await lockedDraft(tx, caller, id, expected);
      if (body.economicRepresentativeId !== found.economicRepresentativeId)
        await refuseUnlessMayChooseRecipient(tx, caller);
      const estates = await checkEstates(tx, caller.effectiveMemberId, body.estates);
      const moment = await checkedMoment(tx, body.pricingMomentId, today);
      checkVolumes(body.volumes, moment, today.slice(0, 7));
      await checkClosedPeriods(tx, id, body.volumes, today);
      checkRepresentative(body.economicRepresentativeId, estates.ownerIds);
      const [row] = await tx
        .update(timberAgreements)
        .set({
          name: body.name,
          ownerKey: estates.ownerKey,
          ownerIds: estates.ownerIds,
          priceListId: body.pricingMomentId,
          economicRepresentativeId: body.economicRepresentativeId,
          version: expected + 1,
          removedAssortments: [],
          updatedAt: new Date(),
        })
        .where(eq(timberAgreements.id, id))
        .returning();
      await writeEstatesAndVolumes(tx, id, estates.rows, body.volumes);
      return row!;
    }),
  );
}

/**
 * Whether the caller may choose who is paid (the liquidity recipient): the member with the
 * agreements' write role, or a proxy whose rights include "Välja likvidmottagare" (platform
 * §3); "Signera skogsavtal" alone does not choose who is paid.
 */
async function refuseUnlessMayChooseRecipient(tx: Tx, caller: Caller) {
  if (caller.proxyId === null) {
    if (!caller.effectiveRoles.includes('Service_TimberManager_Agreements_Write'))
      throw forbidden();
    return;
  }
  const [proxy] = await tx
    .select({ rights: proxies.rights })
    .from(proxies)
    .where(eq(proxies.id, caller.proxyId));
  if (!proxy?.rights.includes('chooseLiquidityRecipient'))
    throw problemOf(timberProblems, 'LiquidityRecipientNotAllowed');
}

/** Sets a draft's liquidity recipient alone, the one change the liquidity right allows. */
export async function chooseLiquidityRecipient(
  db: Db,
  caller: Caller,
  id: string,
  expected: number,
  recipientId: string | null,
) {
  return db.transaction(async (tx) => {
    const row = await lockedDraft(tx, caller, id, expected);
    await refuseUnlessMayChooseRecipient(tx, caller);
    checkRepresentative(recipientId, row.ownerIds);
    const [updated] = await tx
      .update(timberAgreements)
      .set({ economicRepresentativeId: recipientId, version: expected + 1, updatedAt: new Date() })
      .where(eq(timberAgreements.id, id))
      .returning();
    return updated!;
  });
}

export async function deleteDraft(db: Db, caller: Caller, id: string, expected: number) {
  await db.transaction(async (tx) => {
    await lockedDraft(tx, caller, id, expected);
    await tx.delete(timberAgreements).where(eq(timberAgreements.id, id));
  });
}

/**
 * §4 "Expired assortments are removed": a draft's assortments its pricing moment no longer
 * prices are deleted (named once in removedAssortments); a draft whose pricing moment ended
 * keeps its volumes (saving it asks for a new pricing moment).
 */
export async function pruneExpiredAssortments(db: Db, row: AgreementRow, today: string) {
  if (row.status !== 'Draft') return row;
  const moment = await pricingMoment(db, row.priceListId, today);
  if (!moment) return row;
  const volumes = await agreementVolumes(db, row.id);
  const expired = volumes.map((v) => v.assortment).filter((a) => !moment.assortments.includes(a));
  if (expired.length === 0) return row;
  return db.transaction(async (tx) => {
    await tx
      .delete(timberAgreementVolumes)
      .where(
        and(
          eq(timberAgreementVolumes.agreementId, row.id),
          inArray(timberAgreementVolumes.assortment, expired),
        ),
      );
    const [updated] = await tx
      .update(timberAgreements)
      .set({ removedAssortments: expired, version: row.version + 1 })
      .where(eq(timberAgreements.id, row.id))
      .returning();
    return updated!;
  });
}

export { hasRequiredVolume, checkedMoment, checkVolumes };
