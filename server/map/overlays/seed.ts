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
import type { AreaGeometry, Geometry, Position } from '../../../shared/contracts/mapOverlays.ts';
import {
  demoCompartments,
  demoEstates,
  demoForestOverview,
  demoLandings,
  demoNotes,
  demoReferenceFeatures,
  estateOutlines,
  parseReferenceProperties,
} from './demoData.ts';
import { closeRing, envelope } from './geometry.ts';

/** A row's geometry with its envelope columns. */
const located = <G extends Geometry>(geometry: G) => ({ geometry, ...envelope(geometry) });

/** A demo estate: its outline (SWEREF 99 TM, open ring) and its owners' shares. */
export interface SeedEstate {
  id: string;
  designation: string;
  municipality: string;
  outline: readonly Position[];
  owners: readonly { memberId: string; sharePercent: number }[];
}

/** Estates and their owners, idempotently (fixed ids, ON CONFLICT DO NOTHING); areas' demo people use it too. */
export async function seedEstates(db: Db, estates: readonly SeedEstate[]): Promise<void> {
  await db
    .insert(mapEstates)
    .values(
      estates.map((estate) => ({
        id: estate.id,
        designation: estate.designation,
        municipality: estate.municipality,
        ...located<AreaGeometry>({
          type: 'Polygon',
          coordinates: [closeRing(estate.outline)],
        }),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(mapEstateOwners)
    .values(
      estates.flatMap((estate) =>
        estate.owners.map((owner) => ({ estateId: estate.id, ...owner })),
      ),
    )
    .onConflictDoNothing();
}

/**
 * The map's demo data (demoData.ts) for Anna's and Bertil's estates and the shared
 * reference layers. Idempotent: fixed ids and ON CONFLICT DO NOTHING, so a second run, or
 * two processes at once, insert each row once.
 */
export async function seedMapOverlays(db: Db): Promise<void> {
  await seedEstates(
    db,
    demoEstates.map((estate) => ({ ...estate, outline: estateOutlines[estate.designation] })),
  );
  await db
    .insert(mapCompartments)
    .values(demoCompartments().map((row) => ({ ...row, ...located(row.geometry) })))
    .onConflictDoNothing();
  await db
    .insert(mapForestOverview)
    .values(demoForestOverview().map((row) => ({ ...row, ...located(row.geometry) })))
    .onConflictDoNothing();
  await db
    .insert(mapNotes)
    .values(demoNotes.map((note) => ({ ...note, ...located(note.geometry) })))
    .onConflictDoNothing();
  await db
    .insert(mapLandings)
    .values(demoLandings.map((landing) => ({ ...landing, ...located(landing.geometry) })))
    .onConflictDoNothing();
  await db
    .insert(mapReferenceFeatures)
    .values(
      demoReferenceFeatures.map((feature) => ({
        id: feature.id,
        layer: feature.layer,
        properties: parseReferenceProperties(feature.layer, feature.properties),
        ...located(feature.geometry),
      })),
    )
    .onConflictDoNothing();
}
