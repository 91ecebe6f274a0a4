import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { assortments, type Assortment } from '../../shared/contracts/price-model.ts';
import {
  monthsBetween,
  timberAgreementLimits,
  type AgreementOptionEstate,
  type PricingMoment,
} from '../../shared/contracts/timber-agreements.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { mapEstateOwners, mapEstates } from '../map/overlays/schema.ts';
import { priceListAssortments, priceLists } from '../price-model/schema.ts';

type Queryable = Pick<Db, 'select'>;

/** The owner constellation's key: the owners' member ids, sorted. */
export const ownerKeyOf = (memberIds: readonly string[]) => [...memberIds].sort().join(',');

/**
 * The cooperative's district of an estate. The portal has no district register, so the
 * estate's municipality names its district (README.md "Districts").
 */
export const districtOf = (municipality: string) => municipality;

/** Estates (all, or the given ids) the member owns, each with every co-owner. */
export async function ownedEstates(
  db: Queryable,
  memberId: string,
  estateIds?: readonly string[],
): Promise<AgreementOptionEstate[]> {
  const own = await db
    .select({
      id: mapEstates.id,
      designation: mapEstates.designation,
      municipality: mapEstates.municipality,
    })
    .from(mapEstateOwners)
    .innerJoin(mapEstates, eq(mapEstates.id, mapEstateOwners.estateId))
    .where(eq(mapEstateOwners.memberId, memberId))
    .orderBy(asc(mapEstates.designation));
  const wanted = estateIds ? own.filter((e) => estateIds.includes(e.id)) : own;
  if (wanted.length === 0) return [];
  const owners = await db
    .select({ estateId: mapEstateOwners.estateId, memberId: members.id, name: members.name })
    .from(mapEstateOwners)
    .innerJoin(members, eq(members.id, mapEstateOwners.memberId))
    .where(
      inArray(
        mapEstateOwners.estateId,
        wanted.map((e) => e.id),
      ),
    )
    .orderBy(asc(members.name));
  return wanted.map((estate) => {
    const its = owners
      .filter((o) => o.estateId === estate.id)
      .map((o) => ({ memberId: o.memberId, name: o.name }));
    return {
      ...estate,
      district: districtOf(estate.municipality),
      owners: its,
      ownerKey: ownerKeyOf(its.map((o) => o.memberId)),
    };
  });
}

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/**
 * The pricing moments one may choose on `today`: price lists not yet ended. Delivery months
 * run from the later of the list's first month and this month, at most 12 months (README.md),
 * never past the list's last month.
 */
export async function pricingMoments(db: Queryable, today: string): Promise<PricingMoment[]> {
  const lists = await db
    .select()
    .from(priceLists)
    .where(or(isNull(priceLists.validTo), gte(priceLists.validTo, today)))
    .orderBy(asc(priceLists.validFrom));
  if (lists.length === 0) return [];
  const rows = await db
    .select({
      listId: priceListAssortments.priceListId,
      assortment: priceListAssortments.assortment,
    })
    .from(priceListAssortments)
    .where(
      inArray(
        priceListAssortments.priceListId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(priceListAssortments.position));
  return lists.map((list) => {
    const first =
      monthOf(list.validFrom) > monthOf(today) ? monthOf(list.validFrom) : monthOf(today);
    const months = monthsBetween(first, '9999-12').slice(
      0,
      timberAgreementLimits.deliveryMonthsMax,
    );
    const last = list.validTo ? monthOf(list.validTo) : null;
    return {
      id: list.id,
      name: list.name,
      validFrom: list.validFrom,
      validTo: list.validTo,
      deliveryMonths: last ? months.filter((month) => month <= last) : months,
      assortments: rows
        .filter((r) => r.listId === list.id)
        .map((r) => r.assortment)
        .filter((a): a is Assortment => (assortments as readonly string[]).includes(a)),
    };
  });
}

export async function pricingMoment(
  db: Queryable,
  id: string,
  today: string,
): Promise<PricingMoment | null> {
  return (await pricingMoments(db, today)).find((moment) => moment.id === id) ?? null;
}

/** A price list's name, even after it ended (lists show old agreements' pricing moments). */
export async function priceListName(db: Queryable, id: string): Promise<string> {
  const [row] = await db
    .select({ name: priceLists.name })
    .from(priceLists)
    .where(and(eq(priceLists.id, id)));
  return row?.name ?? '';
}
