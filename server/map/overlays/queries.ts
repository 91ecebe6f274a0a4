import { setImmediate } from 'node:timers/promises';
import { and, asc, count, eq, gt, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  mapCompartments,
  mapEstateOwners,
  mapEstates,
  mapForestOverview,
  mapLandings,
  mapNotes,
  mapReferenceFeatures,
} from './schema.ts';
import {
  carryingClassMaxTonnes,
  dominantSpecies,
  overlayMaxFeatures,
  type Bbox,
  type CarryingClass,
  type MemberOverlayLayer,
  type ReferenceOverlayLayer,
} from '../../../shared/contracts/mapOverlays.ts';
import { tooManyFeatures } from './bbox.ts';
import { areaHa } from './geometry.ts';

/**
 * The features of one overlay. Member layers hold only what lies on the estates the member
 * owns, alone or with others; reference layers are the same for everyone. Both are cut by
 * the bbox on the stored envelopes (a feature whose envelope meets the bbox is included).
 * Properties are built loosely here; the route parses them with the layer's schema.
 */

export interface RawFeature {
  type: 'Feature';
  id: string;
  geometry: unknown;
  properties: Record<string, unknown>;
}

interface Envelope {
  minE: PgColumn;
  minN: PgColumn;
  maxE: PgColumn;
  maxN: PgColumn;
}

function meets(table: Envelope, bbox: Bbox | null): SQL | undefined {
  if (!bbox) return undefined;
  return and(
    lte(table.minE, bbox.maxE),
    gte(table.maxE, bbox.minE),
    lte(table.minN, bbox.maxN),
    gte(table.maxN, bbox.minN),
  );
}

/** The estates the member owns or co-owns, as a subquery of ids. */
const ownedEstateIds = (db: Db, memberId: string) =>
  db
    .select({ id: mapEstateOwners.estateId })
    .from(mapEstateOwners)
    .where(eq(mapEstateOwners.memberId, memberId));

const feature = (
  id: string,
  geometry: unknown,
  properties: Record<string, unknown>,
): RawFeature => ({ type: 'Feature', id, geometry, properties });

/** One row more than an answer may hold tells that there are too many. */
const readLimit = overlayMaxFeatures + 1;
function capped<T>(rows: T[]): T[] {
  if (rows.length > overlayMaxFeatures) throw tooManyFeatures();
  return rows;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A timestamp as its calendar date in Sweden. */
const swedishDate = (value: Date) =>
  value.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

export async function memberOverlay(
  db: Db,
  layer: MemberOverlayLayer,
  memberId: string,
  bbox: Bbox | null,
): Promise<RawFeature[]> {
  const owned = ownedEstateIds(db, memberId);
  switch (layer) {
    case 'estates': {
      const rows = await db
        .select()
        .from(mapEstates)
        .where(and(inArray(mapEstates.id, owned), meets(mapEstates, bbox)))
        .orderBy(asc(mapEstates.designation))
        .limit(readLimit);
      if (capped(rows).length === 0) return [];
      const owners = await db
        .select({ estateId: mapEstateOwners.estateId, owners: count() })
        .from(mapEstateOwners)
        .where(
          inArray(
            mapEstateOwners.estateId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(mapEstateOwners.estateId);
      const ownerCount = new Map(owners.map((row) => [row.estateId, Number(row.owners)]));
      return rows.map((row) => {
        const n = ownerCount.get(row.id) ?? 1;
        return feature(row.id, row.geometry, {
          designation: row.designation,
          municipality: row.municipality,
          areaHa: round1(areaHa(row.geometry)),
          coOwned: n > 1,
          ownerCount: n,
        });
      });
    }
    case 'compartments': {
      const rows = await db
        .select({ compartment: mapCompartments, designation: mapEstates.designation })
        .from(mapCompartments)
        .innerJoin(mapEstates, eq(mapEstates.id, mapCompartments.estateId))
        .where(and(inArray(mapCompartments.estateId, owned), meets(mapCompartments, bbox)))
        .limit(readLimit);
      return capped(rows)
        .sort(
          (a, b) =>
            a.designation.localeCompare(b.designation, 'sv') ||
            a.compartment.number.localeCompare(b.compartment.number, 'sv', { numeric: true }),
        )
        .map(({ compartment: c, designation }) =>
          feature(c.id, c.geometry, {
            estateId: c.estateId,
            estateDesignation: designation,
            number: c.number,
            areaHa: c.areaHa,
            sprucePercent: c.sprucePercent,
            pinePercent: c.pinePercent,
            deciduousPercent: c.deciduousPercent,
            dominantSpecies: dominantSpecies(c),
            age: c.age,
            volumeM3sk: c.volumeM3sk,
            volumeM3skPerHa: c.areaHa > 0 ? Math.round(c.volumeM3sk / c.areaHa) : 0,
            siteIndex: c.siteIndex,
            maturityClass: c.maturityClass,
            targetClass: c.targetClass,
          }),
        );
    }
    case 'forestOverview': {
      const rows = await db
        .select({ cell: mapForestOverview, compartmentNumber: mapCompartments.number })
        .from(mapForestOverview)
        .leftJoin(mapCompartments, eq(mapCompartments.id, mapForestOverview.compartmentId))
        .where(and(inArray(mapForestOverview.estateId, owned), meets(mapForestOverview, bbox)))
        .orderBy(asc(mapForestOverview.autoPlanId))
        .limit(readLimit);
      return capped(rows).map(({ cell: o, compartmentNumber }) =>
        feature(o.id, o.geometry, {
          estateId: o.estateId,
          autoPlanId: o.autoPlanId,
          compartmentNumber,
          landType: o.landType,
          areaHa: o.areaHa,
          age: o.age,
          siteIndex: o.siteIndex,
          diameterCm: o.diameterCm,
          upperHeightM: o.upperHeightM,
          basalAreaM2PerHa: o.basalAreaM2PerHa,
          volumeM3skPerHa: o.volumeM3skPerHa,
          sprucePercent: o.sprucePercent,
          pinePercent: o.pinePercent,
          deciduousPercent: o.deciduousPercent,
          dominantSpecies: dominantSpecies(o),
          measureDate: o.measureDate,
          projectionDate: o.projectionDate,
          method: o.method,
          divisionSource: o.divisionSource,
        }),
      );
    }
    case 'notes': {
      const rows = await db
        .select()
        .from(mapNotes)
        .where(and(inArray(mapNotes.estateId, owned), meets(mapNotes, bbox)))
        .orderBy(asc(mapNotes.createdAt))
        .limit(readLimit);
      return capped(rows).map((n) =>
        feature(n.id, n.geometry, {
          estateId: n.estateId,
          type: n.type,
          comment: n.comment,
          status: n.status,
          createdAt: swedishDate(n.createdAt),
          numberOfTrees: n.numberOfTrees,
          mainTreeSpecies: n.mainTreeSpecies,
          forestType: n.forestType,
          executedBy: n.executedBy,
          executedDate: n.executedDate,
        }),
      );
    }
    case 'landings': {
      const rows = await db
        .select()
        .from(mapLandings)
        .where(and(inArray(mapLandings.estateId, owned), meets(mapLandings, bbox)))
        .orderBy(asc(mapLandings.name))
        .limit(readLimit);
      return capped(rows).map(({ id, geometry, minE: _e, minN: _n, maxE: _E, maxN: _N, ...rest }) =>
        feature(id, geometry, rest),
      );
    }
  }
}

/**
 * The shared reference layers can be dense (every road and observation in the box), so
 * they are read in pages by id and the event loop is let go between pages: PGlite runs a
 * query on the main thread, and one big read would hold every other request up.
 */
const referencePageSize = 100;
/**
 * Reference reads under way at once in this process; more wait their turn. PGlite answers
 * one query at a time, so a queue of page queries would hold up every other request's
 * query (a health check included) behind all of them.
 */
const concurrentReferenceReads = 2;
let readsUnderWay = 0;
const waitingReads: (() => void)[] = [];

async function inTurn<T>(read: () => Promise<T>): Promise<T> {
  if (readsUnderWay >= concurrentReferenceReads) {
    await new Promise<void>((resolve) => waitingReads.push(resolve));
  } else {
    readsUnderWay++;
  }
  try {
    return await read();
  } finally {
    const next = waitingReads.shift();
    // The turn passes straight to the next reader, so the count stays as it is.
    if (next) next();
    else readsUnderWay--;
  }
}

export async function referenceOverlay(
  db: Db,
  layer: ReferenceOverlayLayer,
  bbox: Bbox,
): Promise<RawFeature[]> {
  const rows = await inTurn(() => referenceRows(db, layer, bbox));
  return rows.map((row) => {
    const properties =
      layer === 'roads'
        ? {
            ...row.properties,
            // Always from the class (§9), whatever the stored row says.
            maxGrossWeightTonnes:
              carryingClassMaxTonnes[row.properties.carryingClass as CarryingClass],
          }
        : row.properties;
    return feature(row.id, row.geometry, properties);
  });
}

async function referenceRows(db: Db, layer: ReferenceOverlayLayer, bbox: Bbox) {
  const rows: { id: string; geometry: unknown; properties: Record<string, unknown> }[] = [];
  for (let after: string | null = null; ;) {
    const page = await db
      .select({
        id: mapReferenceFeatures.id,
        geometry: mapReferenceFeatures.geometry,
        properties: mapReferenceFeatures.properties,
      })
      .from(mapReferenceFeatures)
      .where(
        and(
          eq(mapReferenceFeatures.layer, layer),
          meets(mapReferenceFeatures, bbox),
          after === null ? undefined : gt(mapReferenceFeatures.id, after),
        ),
      )
      .orderBy(asc(mapReferenceFeatures.id))
      .limit(referencePageSize);
    rows.push(...page);
    capped(rows);
    if (page.length < referencePageSize) break;
    after = page[page.length - 1]!.id;
    await setImmediate();
  }
  return rows;
}
