import type { Db } from '../../db/client.ts';
import {
  mapCompartments,
  mapEstateOwners,
  mapEstates,
  mapForestOverview,
  mapLandings,
  mapNotes,
  mapReferenceFeatures,
} from '../../db/schema.ts';
import type { AreaGeometry, Geometry } from '../../../shared/contracts/mapOverlays.ts';
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

/**
 * The map's demo data (demoData.ts) for Anna's and Bertil's estates and the shared
 * reference layers. Idempotent: fixed ids and ON CONFLICT DO NOTHING, so a second run, or
 * two processes at once, insert each row once.
 */
export async function seedMapOverlays(db: Db): Promise<void> {
  await db
    .insert(mapEstates)
    .values(
      demoEstates.map((estate) => ({
        id: estate.id,
        designation: estate.designation,
        municipality: estate.municipality,
        ...located<AreaGeometry>({
          type: 'Polygon',
          coordinates: [closeRing(estateOutlines[estate.designation])],
        }),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(mapEstateOwners)
    .values(
      demoEstates.flatMap((estate) =>
        estate.owners.map((owner) => ({ estateId: estate.id, ...owner })),
      ),
    )
    .onConflictDoNothing();
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
