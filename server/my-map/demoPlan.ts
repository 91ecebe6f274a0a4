import { demoIds } from '../db/demoIds.ts';
import { seedId } from '../db/seedId.ts';
import type { AreaGeometry, Position } from '../../shared/contracts/mapOverlays.ts';
import type {
  ActivityRequest,
  MaturityClass,
  managementClasses,
  soilMoistures,
  waterTargetClasses,
} from '../../shared/contracts/my-map.ts';
import { estateOutlines, mapDemoIds } from '../map/overlays/demoData.ts';
import { areaHa, clipRing, closeRing } from '../map/overlays/geometry.ts';

/**
 * Anna's forest management plan for Norrskogen 1:4 (issue 18): 40 compartments that tile the
 * estate's outline (the map foundation's, so plan and basemap agree), with plausible stands
 * for a Småland estate, proposed and performed activities, and more notes. Björkås 2:7 has
 * no plan. Deterministic: fixed ids from seedId, values from the compartment's index.
 */
export const myMapSeedId = (name: string) => seedId('my-map', name);
export const demoPlanId = myMapSeedId('plan:norrskogen');
export const demoPlanEstateId = mapDemoIds.norrskogen;
export const demoPlanDate = '2021-04-15';
export const demoCompartmentId = (number: number) => myMapSeedId(`compartment:${number}`);

/** Grid lines over Norrskogen's outline; the cells cut by it give exactly 40 compartments. */
const cutsE = [478_990, 479_170, 479_350, 479_530, 479_710, 479_890, 480_070, 480_260];
const cutsN = [6_305_090, 6_305_300, 6_305_500, 6_305_700, 6_305_900, 6_306_100, 6_306_310];
const wobble = (i: number, j: number) => (((i * 29 + j * 41) % 5) - 2) * 9;

/** Pieces of the outline, row by row from the north, west to east; a sliver under 0.75 ha stays outside the plan. */
export function planShapes(): AreaGeometry[] {
  const outline = estateOutlines['Norrskogen 1:4'];
  const last = (cuts: number[], k: number) => k === 0 || k === cuts.length - 1;
  const corner = (i: number, j: number): Position => [
    cutsE[i]! + (last(cutsE, i) || last(cutsN, j) ? 0 : wobble(i, j)),
    cutsN[j]! + (last(cutsE, i) || last(cutsN, j) ? 0 : wobble(j, i)),
  ];
  const shapes: AreaGeometry[] = [];
  for (let j = cutsN.length - 2; j >= 0; j--) {
    for (let i = 0; i < cutsE.length - 1; i++) {
      const cell = [corner(i, j), corner(i + 1, j), corner(i + 1, j + 1), corner(i, j + 1)];
      const piece = clipRing(outline, cell);
      if (piece.length < 3) continue;
      const shape: AreaGeometry = { type: 'Polygon', coordinates: [closeRing(piece)] };
      if (areaHa(shape) >= 0.75) shapes.push(shape);
    }
  }
  return shapes;
}

interface Stand {
  age: number;
  maturityClass: MaturityClass;
  siteIndex: string;
  volumeM3skPerHa: number;
  growth: number;
  diameterCm: number;
  heightM: number;
  basalArea: number;
  spruce: number;
  pine: number;
  deciduous: number;
  managementClass: (typeof managementClasses)[number];
  soilMoisture: (typeof soilMoistures)[number];
  targetClass: 'PG' | 'K' | 'NO' | 'NS';
  waterTargetClass: (typeof waterTargetClasses)[number] | null;
}

const ages = [4, 12, 22, 35, 48, 62, 78, 95, 1, 18, 41, 55, 70, 88, 30, 105];
const mixes: [number, number, number][] = [
  [80, 10, 10],
  [20, 75, 5],
  [55, 35, 10],
  [10, 20, 70],
  [90, 5, 5],
  [40, 50, 10],
  [65, 20, 15],
];

function maturityOf(age: number, index: number): MaturityClass {
  if (age < 3) return 'K1';
  if (age < 10) return 'K2';
  if (age < 16) return 'R1';
  if (age < 28) return 'R2';
  if (age < 45) return index % 2 ? 'G2' : 'G1';
  if (age < 70) return 'G2';
  return (['S1', 'S2', 'S3'] as const)[index % 3]!;
}

/** The stand of compartment `index` (0-based): age, classes and measures that fit together. */
export function standOf(index: number): Stand {
  const age = ages[index % ages.length]! + (index >= 16 ? index % 5 : 0);
  const [spruce, pine, deciduous] = mixes[index % mixes.length]!;
  const special = index === 7 ? 'E3' : index === 23 ? 'E1' : index === 36 ? 'ÖV' : null;
  const h100 = 20 + (index % 4) * 3;
  const heightM = age < 10 ? 0.8 : Math.min(32, Math.round((2 + age * 0.3) * 10) / 10);
  const volume = age < 10 ? 0 : Math.round(Math.min(380, age * 3.2 + (index % 5) * 12));
  return {
    age,
    maturityClass: special ?? maturityOf(age, index),
    siteIndex: `${spruce >= pine ? 'G' : 'T'}${h100}`,
    volumeM3skPerHa: volume,
    growth: age < 10 ? 0.5 : Math.round((4 + (index % 6) * 0.9) * 10) / 10,
    diameterCm: age < 10 ? 0 : Math.min(42, Math.round(age * 0.35 + 4)),
    heightM,
    basalArea: age < 10 ? 0 : Math.min(34, Math.round(age * 0.32 + 6)),
    spruce,
    pine,
    deciduous,
    managementClass:
      index === 7 || index === 31 ? 'nature' : index % 9 === 4 ? 'continuousCover' : 'clearcut',
    soilMoisture: (['mesic', 'mesic', 'moistMesic', 'dry', 'mesic', 'moist', 'wet'] as const)[
      index % 7
    ]!,
    targetClass:
      index === 7 || index === 31 ? 'NO' : index % 11 === 3 ? 'NS' : index % 6 === 5 ? 'K' : 'PG',
    waterTargetClass: index === 12 ? 'VF' : index === 27 ? 'VG' : null,
  };
}

type SeedActivity = Omit<ActivityRequest, 'compartmentId'> & { number: number };

const base = { note: '', dateDone: null, speciesShares: [], harvestVolume: null, unit: null };

/** Proposed activities from each stand's class, and a few performed in recent years. */
export function planActivities(count: number): SeedActivity[] {
  const list: SeedActivity[] = [];
  for (let index = 0; index < count; index++) {
    const stand = standOf(index);
    const number = index + 1;
    const proposed = {
      ...base,
      number,
      status: 'proposed' as const,
      performer: 'Cooperative' as const,
    };
    switch (stand.maturityClass) {
      case 'K1':
        list.push({
          ...proposed,
          role: 'Huvudatgard',
          type: 'Markberedning',
          startYear: 2027,
          endYear: 2027,
          harvestVolume: Math.round(stand.age + 2),
          unit: 'ha',
        });
        list.push({
          ...proposed,
          role: 'Foljdatgard',
          type: 'Plantering',
          startYear: 2028,
          endYear: 2028,
        });
        break;
      case 'K2':
      case 'R1':
        list.push({
          ...proposed,
          role: 'Huvudatgard',
          type: 'Rojning',
          startYear: 2027 + (index % 3),
          endYear: 2029 + (index % 3),
          performer: 'Skogsagaren',
        });
        break;
      case 'R2':
        list.push({
          ...proposed,
          role: 'Huvudatgard',
          type: 'Forstagallring',
          startYear: 2028,
          endYear: 2030,
          harvestVolume: 40 + index,
          unit: 'm3fub',
        });
        break;
      case 'G1':
      case 'G2':
        list.push({
          ...proposed,
          role: 'Huvudatgard',
          type: 'Gallring',
          startYear: 2027 + (index % 4),
          endYear: 2028 + (index % 4),
          harvestVolume: 60 + index * 3,
          unit: 'm3fub',
        });
        if (index % 4 === 0)
          list.push({
            ...proposed,
            role: 'AlternativAtgard',
            type: 'Godsling',
            startYear: 2029,
            endYear: 2029,
          });
        break;
      case 'S1':
      case 'S2':
      case 'S3':
        list.push({
          ...proposed,
          role: 'ForberedandeAtgard',
          type: 'Hyggesrensning',
          startYear: 2027,
          endYear: 2027,
        });
        list.push({
          ...proposed,
          role: 'Huvudatgard',
          type: 'Slutavverkning',
          startYear: 2027 + (index % 3),
          endYear: 2028 + (index % 3),
          harvestVolume: 200 + index * 11,
          unit: 'm3fub',
          note: 'Spara kantzonen mot bäcken.',
        });
        list.push({
          ...proposed,
          role: 'Foljdatgard',
          type: 'Markberedning',
          startYear: 2029 + (index % 3),
          endYear: 2029 + (index % 3),
        });
        break;
      case 'E3':
      case 'E1':
        list.push({
          ...proposed,
          role: 'Huvudatgard',
          type: 'Naturvardsatgard',
          startYear: 2027,
          endYear: 2031,
          performer: 'Skogsagaren',
          note: 'Frihuggning av gamla ekar.',
        });
        break;
      default:
        break;
    }
    if (index % 5 === 2 && stand.age > 15) {
      list.push({
        ...base,
        number,
        status: 'performed',
        role: 'Huvudatgard',
        type: stand.age < 30 ? 'Rojning' : 'Gallring',
        performer: index % 2 ? 'Skogsagaren' : 'Cooperative',
        startYear: 2023,
        endYear: 2023,
        harvestVolume: stand.age < 30 ? null : 50 + index * 2,
        unit: stand.age < 30 ? null : 'm3fub',
        dateDone: `2023-0${(index % 8) + 1}-15`,
        speciesShares: (
          [
            { species: 'spruce', percent: stand.spruce },
            { species: 'pine', percent: stand.pine },
            { species: 'birch', percent: stand.deciduous },
          ] as const
        ).filter((share) => share.percent > 0),
      });
    }
  }
  // §9's notices in the demo (last, so the ids of those above stay): a ditch cleaning next
  // year and a road steeper than the norm.
  if (count >= 15)
    list.push(
      {
        ...base,
        number: 9,
        status: 'proposed',
        role: 'ForberedandeAtgard',
        type: 'Dikesrensning',
        performer: 'Cooperative',
        startYear: 2027,
        endYear: 2027,
        note: 'Rensa diket längs norra kanten innan gallringen.',
      },
      {
        ...base,
        number: 15,
        status: 'proposed',
        role: 'ForberedandeAtgard',
        type: 'Vagbyggnad',
        performer: 'Cooperative',
        startYear: 2028,
        endYear: 2028,
        slopePercent: 10,
        slopeLengthM: 150,
        note: 'Förlänga vägen upp mot höjden.',
      },
    );
  return list;
}

/** Notes my map adds to the foundation's five, so the demo has a dozen of every type. */
export const demoMoreNotes = [
  {
    n: 1,
    type: 'Windthrow',
    comment: 'Stormfällda granar efter novemberstormen, ca 20 m³sk.',
    numberOfTrees: 35,
    volume: 12,
    species: 'spruce',
    forestType: 'FinalFelling',
    at: [479_700, 6_305_950],
    estate: 'norrskogen',
    created: '2026-11-10T09:00:00Z',
  },
  {
    n: 2,
    type: 'Windthrow',
    comment: 'Enstaka vindfällen i gallringen.',
    numberOfTrees: 4,
    volume: 2,
    species: 'pine',
    forestType: 'SmallThinning',
    at: [479_300, 6_305_500],
    estate: 'norrskogen',
    created: '2026-10-02T09:00:00Z',
  },
  {
    n: 3,
    type: 'InsectDamage',
    comment: 'Misstänkt snytbaggeskada på plantorna.',
    numberOfTrees: 60,
    volume: null,
    species: 'spruce',
    forestType: null,
    at: [479_850, 6_305_400],
    estate: 'norrskogen',
    created: '2026-06-11T09:00:00Z',
  },
  {
    n: 4,
    type: 'ImageMemo',
    comment: 'Fornlämning, stensättning vid stigen.',
    numberOfTrees: null,
    volume: null,
    species: null,
    forestType: null,
    at: [479_450, 6_306_100],
    estate: 'norrskogen',
    created: '2025-08-01T09:00:00Z',
  },
  {
    n: 5,
    type: 'Memo',
    comment: 'Jaktpass 3, flytta tornet till vintern.',
    numberOfTrees: null,
    volume: null,
    species: null,
    forestType: null,
    at: [480_000, 6_305_700],
    estate: 'norrskogen',
    created: '2025-05-20T09:00:00Z',
  },
  {
    n: 6,
    type: 'ImageMemo',
    comment: 'Dikesutlopp igensatt av sly.',
    numberOfTrees: null,
    volume: null,
    species: null,
    forestType: null,
    at: [479_200, 6_305_300],
    estate: 'norrskogen',
    created: '2026-09-15T09:00:00Z',
  },
  {
    n: 7,
    type: 'InsectDamage',
    comment: 'Granbarkborre, nya angrepp i kanten.',
    numberOfTrees: 8,
    volume: null,
    species: 'spruce',
    forestType: 'LargeThinning',
    at: [482_800, 6_302_900],
    estate: 'bjorkas',
    created: '2026-08-28T09:00:00Z',
  },
] as const;

export const demoNoteId = (n: number) => myMapSeedId(`note:${n}`);
export const demoOwner = demoIds.anna;
