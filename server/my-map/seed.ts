import type { PointGeometry } from '../../shared/contracts/mapOverlays.ts';
import type { Db } from '../db/client.ts';
import { mapNotes } from '../db/schema.ts';
import { mapDemoIds } from '../map/overlays/demoData.ts';
import { areaHa, envelope } from '../map/overlays/geometry.ts';
import {
  demoCompartmentId,
  demoMoreNotes,
  demoNoteId,
  demoOwner,
  demoPlanDate,
  demoPlanEstateId,
  demoPlanId,
  myMapSeedId,
  planActivities,
  planShapes,
  standOf,
} from './demoPlan.ts';
import { myMapActivities, myMapCompartments, myMapNoteDetails, myMapPlans } from './schema.ts';

const pointAt = ([e, n]: readonly [number, number]) => {
  const geometry: PointGeometry = { type: 'Point', coordinates: [e, n] };
  return { geometry, ...envelope(geometry) };
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Anna's plan for Norrskogen 1:4 and more notes (demoPlan.ts). Idempotent: fixed ids. */
export async function seedMyMap(db: Db): Promise<void> {
  await db
    .insert(myMapPlans)
    .values({ id: demoPlanId, estateId: demoPlanEstateId, planDate: demoPlanDate })
    .onConflictDoNothing();
  const shapes = planShapes();
  await db
    .insert(myMapCompartments)
    .values(
      shapes.map((geometry, index) => {
        const stand = standOf(index);
        return {
          id: demoCompartmentId(index + 1),
          planId: demoPlanId,
          number: String(index + 1),
          areaHa: round1(areaHa(geometry)),
          age: stand.age,
          maturityClass: stand.maturityClass,
          siteIndex: stand.siteIndex,
          volumeM3skPerHa: stand.volumeM3skPerHa,
          growthM3skPerHaYear: stand.growth,
          diameterCm: stand.diameterCm,
          heightM: stand.heightM,
          basalAreaM2PerHa: stand.basalArea,
          sprucePercent: stand.spruce,
          pinePercent: stand.pine,
          deciduousPercent: stand.deciduous,
          managementClass: stand.managementClass,
          soilMoisture: stand.soilMoisture,
          targetClass: stand.targetClass,
          waterTargetClass: stand.waterTargetClass,
          comment: index === 2 ? 'Fin bärmark, låt blåbärsriset vara vid avverkning.' : '',
          geometry,
          ...envelope(geometry),
        };
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(myMapActivities)
    .values(
      planActivities(shapes.length).map(({ number, ...activity }, index) => ({
        id: myMapSeedId(`activity:${index}`),
        compartmentId: demoCompartmentId(number),
        createdByMemberId: demoOwner,
        ...activity,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(mapNotes)
    .values(
      demoMoreNotes.map((note) => ({
        id: demoNoteId(note.n),
        estateId: note.estate === 'norrskogen' ? mapDemoIds.norrskogen : mapDemoIds.bjorkas,
        createdByMemberId: demoOwner,
        type: note.type,
        comment: note.comment,
        status: 'Active',
        numberOfTrees: note.numberOfTrees,
        mainTreeSpecies: note.species,
        forestType: note.forestType,
        createdAt: new Date(note.created),
        ...pointAt(note.at),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(myMapNoteDetails)
    .values(
      demoMoreNotes
        .filter((note) => note.volume !== null)
        .map((note) => ({ noteId: demoNoteId(note.n), volumeM3skPerHa: note.volume })),
    )
    .onConflictDoNothing();
}
