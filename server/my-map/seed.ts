import type { PointGeometry } from '../../shared/contracts/mapOverlays.ts';
import type { Db } from '../db/client.ts';
import { mapNotes } from '../map/overlays/schema.ts';
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
import { demoIds } from '../db/demoIds.ts';
import { demoPhoto, type DemoScene } from './demoImages.ts';
import {
  myMapActivities,
  myMapCompartments,
  myMapNoteDetails,
  myMapNoteImages,
  myMapPlans,
} from './schema.ts';

const spruces = (xs: number[], base: number, tall: number): DemoScene['trees'] =>
  xs.map((x, i) => [x, base + (i % 3) * 6, tall - (i % 4) * 12]);

/** The demo's image notes and their pictures (every image note has at least one). */
const demoNoteImages: {
  key: string;
  noteId: string;
  memberId: string;
  description: string;
  scene: DemoScene;
}[] = [
  {
    key: 'note:4:1',
    noteId: demoNoteId(4),
    memberId: demoOwner,
    description: 'Stensättningen vid stigen, sedd från söder.',
    scene: {
      sky: [170, 200, 225],
      ground: [96, 120, 64],
      trees: spruces([40, 110, 360, 430], 215, 150),
      stone: [240, 250, 34],
    },
  },
  {
    key: 'note:4:2',
    noteId: demoNoteId(4),
    memberId: demoOwner,
    description: 'Granar norr om fornlämningen.',
    scene: {
      sky: [190, 210, 230],
      ground: [90, 112, 60],
      trees: spruces([60, 140, 210, 290, 370, 440], 220, 170),
    },
  },
  {
    key: 'note:6:1',
    noteId: demoNoteId(6),
    memberId: demoOwner,
    description: 'Dikesutloppet med sly som sätter igen det.',
    scene: {
      sky: [160, 185, 210],
      ground: [84, 104, 70],
      trees: spruces([30, 420, 460], 205, 130),
      stone: [250, 270, 22],
    },
  },
  {
    key: 'map-note:4:1',
    noteId: mapDemoIds.note(4),
    memberId: demoIds.bertil,
    description: 'Den nya vägtrumman vid bäcken.',
    scene: {
      sky: [180, 205, 228],
      ground: [110, 118, 80],
      trees: spruces([50, 120, 380], 210, 140),
      stone: [260, 262, 28],
    },
  },
];

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
  await db
    .insert(myMapNoteImages)
    .values(
      demoNoteImages.map(({ key, noteId, memberId, description, scene }) => ({
        id: myMapSeedId(`image:${key}`),
        noteId,
        memberId,
        position: Number(key.split(':').pop()) - 1,
        contentType: 'image/png',
        width: 480,
        height: 320,
        content: demoPhoto(scene),
        description,
      })),
    )
    .onConflictDoNothing();
}
