import { demoIds } from '../../db/demoIds.ts';
import {
  dominantSpecies,
  overlayPropertySchemas,
  type AreaGeometry,
  type Geometry,
  type LineStringGeometry,
  type OverlayProperties,
  type PointGeometry,
  type Position,
  type ReferenceOverlayLayer,
} from '../../../shared/contracts/mapOverlays.ts';
import { areaHa, clipRing, closeRing, lengthM } from './geometry.ts';

/**
 * The map's demo data: a made-up corner of Småland west of Växjö, SWEREF 99 TM [E, N].
 * Anna owns Norrskogen 1:4 alone and Björkås 2:7 together with Bertil (demo-accounts.md).
 * The estate outlines, Norrskogsvägen, Björkåsvägen, Väg 630 and Skogsbäcken are the
 * offline basemap's (server/map/tiles/basemap-data.ts); demoData.test.ts keeps them equal.
 * Fixed ids, so the seed is idempotent and tests can name rows.
 */

/** 00000000-0000-4000-85kk-nnnnnnnnnnnn: kk the kind of row, n its number. */
const mapId = (kind: number, n: number) =>
  `00000000-0000-4000-85${String(kind).padStart(2, '0')}-${String(n).padStart(12, '0')}`;

export const mapDemoIds = {
  norrskogen: mapId(1, 1),
  bjorkas: mapId(1, 2),
  compartment: (estate: 1 | 2, n: number) => mapId(2, estate * 100 + n),
  overview: (estate: 1 | 2, n: number) => mapId(3, estate * 100 + n),
  note: (n: number) => mapId(4, n),
  landing: (n: number) => mapId(5, n),
  reference: (n: number) => mapId(6, n),
} as const;

const point = (e: number, n: number): PointGeometry => ({ type: 'Point', coordinates: [e, n] });
const line = (...coordinates: Position[]): LineStringGeometry => ({
  type: 'LineString',
  coordinates,
});
const polygon = (...ring: Position[]): AreaGeometry => ({
  type: 'Polygon',
  coordinates: [closeRing(ring)],
});

// ---------------------------------------------------------------------------------------
// Estates and compartments

/** The outlines as the basemap draws them (open rings). */
export const estateOutlines = {
  'Norrskogen 1:4': [
    [479_000, 6_305_200],
    [480_100, 6_305_100],
    [480_250, 6_305_800],
    [479_900, 6_306_300],
    [479_100, 6_306_250],
  ],
  'Björkås 2:7': [
    [482_200, 6_302_700],
    [482_300, 6_303_300],
    [483_400, 6_303_400],
    [483_500, 6_302_600],
    [482_900, 6_302_300],
  ],
} satisfies Record<string, Position[]>;

interface PlanRow {
  spruce: number;
  pine: number;
  deciduous: number;
  age: number;
  volumePerHa: number;
  siteIndex: string;
  maturityClass: OverlayProperties<'compartments'>['maturityClass'];
  targetClass: OverlayProperties<'compartments'>['targetClass'];
  landType?: OverlayProperties<'forestOverview'>['landType'];
}

const row = (
  spruce: number,
  pine: number,
  deciduous: number,
  age: number,
  volumePerHa: number,
  siteIndex: string,
  maturityClass: PlanRow['maturityClass'],
  targetClass: PlanRow['targetClass'],
  landType?: PlanRow['landType'],
): PlanRow => ({
  spruce,
  pine,
  deciduous,
  age,
  volumePerHa,
  siteIndex,
  maturityClass,
  targetClass,
  ...(landType ? { landType } : {}),
});

export interface DemoEstate {
  id: string;
  key: 1 | 2;
  designation: keyof typeof estateOutlines;
  municipality: string;
  owners: { memberId: string; sharePercent: number }[];
  /** Grid lines that cut the outline into compartments (west→east, south→north). */
  cutsE: number[];
  cutsN: number[];
  /** Plan values, in compartment order (row by row from the north, west to east). */
  plan: PlanRow[];
}

export const demoEstates: DemoEstate[] = [
  {
    id: mapDemoIds.norrskogen,
    key: 1,
    designation: 'Norrskogen 1:4',
    municipality: 'Växjö',
    owners: [{ memberId: demoIds.anna, sharePercent: 100 }],
    cutsE: [478_900, 479_350, 479_700, 480_000, 480_400],
    cutsN: [6_305_000, 6_305_700, 6_306_400],
    // Every dominant type, and 65 % exactly (not over the threshold) as mixed.
    plan: [
      row(85, 10, 5, 72, 260, 'G28', 'S2', 'PG'),
      row(15, 80, 5, 95, 210, 'T22', 'S3', 'PG'),
      row(20, 10, 70, 55, 150, 'G26', 'S1', 'NS'),
      row(45, 40, 15, 38, 140, 'G24', 'G2', 'PG'),
      row(70, 25, 5, 4, 2, 'G30', 'K2', 'PG'),
      row(30, 60, 10, 25, 60, 'T24', 'R2', 'PG'),
      row(66, 20, 14, 48, 190, 'G30', 'G2', 'K'),
      row(35, 0, 65, 110, 230, 'G24', 'S1', 'NO'),
    ],
  },
  {
    id: mapDemoIds.bjorkas,
    key: 2,
    designation: 'Björkås 2:7',
    municipality: 'Växjö',
    owners: [
      { memberId: demoIds.anna, sharePercent: 50 },
      { memberId: demoIds.bertil, sharePercent: 50 },
    ],
    cutsE: [482_100, 482_550, 482_900, 483_200, 483_600],
    cutsN: [6_302_200, 6_302_850, 6_303_500],
    plan: [
      row(90, 5, 5, 65, 280, 'G32', 'S1', 'PG'),
      row(10, 85, 5, 80, 180, 'T20', 'S2', 'PG'),
      row(50, 30, 20, 42, 170, 'G28', 'G2', 'PG'),
      row(5, 15, 80, 35, 110, 'G26', 'G1', 'NS'),
      row(75, 15, 10, 18, 20, 'G30', 'R2', 'PG'),
      row(20, 70, 10, 120, 200, 'T18', 'S3', 'K'),
      row(40, 20, 40, 60, 190, 'G26', 'G2', 'K'),
      row(5, 90, 5, 140, 60, 'T14', 'S3', 'NO', 'mire'),
    ],
  },
];

/** Small deterministic offsets of the inner grid corners, so compartments are not boxes. */
const jitter = (i: number, j: number) => (((i * 37 + j * 53) % 7) - 3) * 12;

/** The estate's outline cut by its grid, row by row from the north, west to east. */
export function compartmentShapes(estate: DemoEstate): AreaGeometry[] {
  const corner = (i: number, j: number): Position => [
    (estate.cutsE[i] as number) + jitter(i, j),
    (estate.cutsN[j] as number) + jitter(j, i),
  ];
  const outline = estateOutlines[estate.designation];
  const shapes: AreaGeometry[] = [];
  for (let j = estate.cutsN.length - 2; j >= 0; j--) {
    for (let i = 0; i < estate.cutsE.length - 1; i++) {
      const cell = [corner(i, j), corner(i + 1, j), corner(i + 1, j + 1), corner(i, j + 1)];
      const piece = clipRing(outline, cell);
      if (piece.length >= 3) shapes.push({ type: 'Polygon', coordinates: [closeRing(piece)] });
    }
  }
  return shapes;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export interface DemoCompartment {
  id: string;
  estateId: string;
  number: string;
  areaHa: number;
  sprucePercent: number;
  pinePercent: number;
  deciduousPercent: number;
  age: number;
  volumeM3sk: number;
  siteIndex: string;
  maturityClass: string;
  targetClass: string;
  geometry: AreaGeometry;
}

export interface DemoOverview {
  id: string;
  estateId: string;
  compartmentId: string;
  autoPlanId: string;
  landType: string;
  areaHa: number;
  age: number;
  siteIndex: string;
  diameterCm: number;
  upperHeightM: number;
  basalAreaM2PerHa: number;
  volumeM3skPerHa: number;
  sprucePercent: number;
  pinePercent: number;
  deciduousPercent: number;
  measureDate: string;
  projectionDate: string;
  method: string;
  divisionSource: string;
  geometry: AreaGeometry;
}

export function demoCompartments(): DemoCompartment[] {
  return demoEstates.flatMap((estate) =>
    compartmentShapes(estate).map((geometry, index) => {
      const plan = estate.plan[index];
      if (!plan) throw new Error(`${estate.designation}: no plan row for compartment ${index + 1}`);
      const area = round(areaHa(geometry), 1);
      return {
        id: mapDemoIds.compartment(estate.key, index + 1),
        estateId: estate.id,
        number: String(index + 1),
        areaHa: area,
        sprucePercent: plan.spruce,
        pinePercent: plan.pine,
        deciduousPercent: plan.deciduous,
        age: plan.age,
        volumeM3sk: Math.round(plan.volumePerHa * area),
        siteIndex: plan.siteIndex,
        maturityClass: plan.maturityClass,
        targetClass: plan.targetClass,
        geometry,
      };
    }),
  );
}

/**
 * The automatic forest overview of each compartment: laser-scanned figures that differ a
 * little from the plan (measured 2024, projected to 2026), as such an overview does.
 */
export function demoForestOverview(): DemoOverview[] {
  return demoEstates.flatMap((estate) =>
    compartmentShapes(estate).map((geometry, index) => {
      const plan = estate.plan[index] as PlanRow;
      const age = plan.age + 2;
      const upperHeightM = age < 10 ? 1.5 : round(Math.min(31, 3 + age * 0.27), 1);
      const volumeM3skPerHa = round(plan.volumePerHa * 1.04, 0);
      return {
        id: mapDemoIds.overview(estate.key, index + 1),
        estateId: estate.id,
        compartmentId: mapDemoIds.compartment(estate.key, index + 1),
        autoPlanId: `AS-${estate.key}${String(index + 1).padStart(3, '0')}`,
        landType: plan.landType ?? 'freeholdLand',
        areaHa: round(areaHa(geometry), 1),
        age,
        siteIndex: plan.siteIndex,
        diameterCm: age < 10 ? 0 : round(Math.min(42, age * 0.33), 0),
        upperHeightM,
        basalAreaM2PerHa:
          volumeM3skPerHa === 0 ? 0 : round(volumeM3skPerHa / (upperHeightM * 0.45), 0),
        volumeM3skPerHa,
        sprucePercent: plan.spruce,
        pinePercent: plan.pine,
        deciduousPercent: plan.deciduous,
        measureDate: '2024-05-16',
        projectionDate: '2026-01-01',
        method: 'Laserskanning och satellitbilder',
        divisionSource: 'Skogsbruksplanens avdelningar',
        geometry,
      };
    }),
  );
}

/** The dominant species of a plan row, for tests and docs. */
export const planDominantSpecies = (plan: PlanRow) =>
  dominantSpecies({
    sprucePercent: plan.spruce,
    pinePercent: plan.pine,
    deciduousPercent: plan.deciduous,
  });

// ---------------------------------------------------------------------------------------
// Notes and landings

export const demoNotes = [
  {
    id: mapDemoIds.note(1),
    estateId: mapDemoIds.norrskogen,
    createdByMemberId: demoIds.anna,
    type: 'InsectDamage',
    comment: 'Granbarkborre i ett 15-tal granar mot hyggeskanten, bruna kronor och borrmjöl.',
    status: 'Active',
    numberOfTrees: 15,
    mainTreeSpecies: 'spruce',
    forestType: 'FinalFelling',
    executedBy: null,
    executedDate: null,
    createdAt: new Date('2026-07-04T09:30:00Z'),
    geometry: point(479_250, 6_306_050),
  },
  {
    id: mapDemoIds.note(2),
    estateId: mapDemoIds.norrskogen,
    createdByMemberId: demoIds.anna,
    type: 'Memo',
    comment: 'Se över röjningsbehovet i avdelning 6 i vår.',
    status: 'Active',
    numberOfTrees: null,
    mainTreeSpecies: null,
    forestType: null,
    executedBy: null,
    executedDate: null,
    createdAt: new Date('2026-03-12T14:00:00Z'),
    geometry: point(479_520, 6_305_400),
  },
  {
    id: mapDemoIds.note(3),
    estateId: mapDemoIds.norrskogen,
    createdByMemberId: demoIds.anna,
    type: 'Windthrow',
    comment: 'Vindfällen över Norrskogsvägen efter januaristormen. Vägföreningen har röjt.',
    status: 'Obsolete',
    numberOfTrees: 6,
    mainTreeSpecies: 'spruce',
    forestType: 'LargeThinning',
    executedBy: null,
    executedDate: null,
    createdAt: new Date('2025-01-20T08:15:00Z'),
    geometry: point(479_610, 6_305_700),
  },
  {
    id: mapDemoIds.note(4),
    estateId: mapDemoIds.bjorkas,
    createdByMemberId: demoIds.bertil,
    type: 'ImageMemo',
    comment: 'Ny vägtrumma lagd vid bäcken, foto i ärendet.',
    status: 'Executed',
    numberOfTrees: null,
    mainTreeSpecies: null,
    forestType: null,
    executedBy: 'Bertil Gran',
    executedDate: '2026-05-28',
    createdAt: new Date('2026-05-02T10:00:00Z'),
    geometry: point(482_980, 6_303_150),
  },
  {
    id: mapDemoIds.note(5),
    estateId: mapDemoIds.bjorkas,
    createdByMemberId: demoIds.anna,
    type: 'Memo',
    comment: 'Gränsmarkeringen mot grannen i väster behöver friläggas.',
    status: 'Active',
    numberOfTrees: null,
    mainTreeSpecies: null,
    forestType: null,
    executedBy: null,
    executedDate: null,
    createdAt: new Date('2026-08-19T16:45:00Z'),
    geometry: point(482_280, 6_303_000),
  },
] as const;

export const demoLandings = [
  {
    id: mapDemoIds.landing(1),
    estateId: mapDemoIds.norrskogen,
    name: 'Avlägg Norrskogsvägen',
    comment: 'Plan yta väster om vägen, plats för två travar.',
    carryingCapacityClass: 'BK1',
    availabilityClass: 'Unlimited',
    passabilityClass: 'UnlimitedWithTrailer',
    turningPointClass: 'SlightlyLimited',
    reloadingClass: 'ReloadingToTrailerNotRequired',
    plowedroadClass: 'Regularly',
    striproadClass: 'Zero',
    geometry: point(479_560, 6_305_350),
  },
  {
    id: mapDemoIds.landing(2),
    estateId: mapDemoIds.bjorkas,
    name: 'Avlägg Björkåsvägen',
    comment: null,
    carryingCapacityClass: 'BK3',
    availabilityClass: 'SlightlyLimited',
    passabilityClass: 'SlightlyLimited',
    turningPointClass: 'Limited',
    reloadingClass: 'ReloadingToTrailerRequired',
    plowedroadClass: 'Unknown',
    striproadClass: 'LandingAtStriproad',
    geometry: point(482_760, 6_302_700),
  },
] as const;

// ---------------------------------------------------------------------------------------
// Shared reference data

export interface DemoReferenceFeature<L extends ReferenceOverlayLayer = ReferenceOverlayLayer> {
  id: string;
  layer: L;
  geometry: Geometry;
  properties: OverlayProperties<L>;
}

const road = (
  n: number,
  coordinates: Position[],
  properties: Omit<OverlayProperties<'roads'>, 'lengthM' | 'maxGrossWeightTonnes'>,
): DemoReferenceFeature<'roads'> => ({
  id: mapDemoIds.reference(n),
  layer: 'roads',
  geometry: line(...coordinates),
  properties: {
    ...properties,
    maxGrossWeightTonnes: { BK1: 64, BK2: 51, BK3: 37, BK4: 74 }[properties.carryingClass],
    lengthM: Math.round(lengthM(coordinates)),
  },
});

const roadDefaults: Pick<
  OverlayProperties<'roads'>,
  | 'roadNumber'
  | 'accessibilityClass'
  | 'widthM'
  | 'holder'
  | 'surface'
  | 'nvdbId'
  | 'downgradeReasons'
  | 'visitDate'
  | 'slopePercent'
> = {
  roadNumber: null,
  accessibilityClass: null,
  widthM: null,
  holder: null,
  surface: 'Grus',
  nvdbId: null,
  downgradeReasons: [],
  visitDate: null,
  slopePercent: null,
};

export const demoReferenceFeatures: DemoReferenceFeature[] = [
  // Roads: every carrying class BK1-BK4 and every availability class A-D.
  road(
    1,
    [
      [477_000, 6_304_100],
      [479_500, 6_304_400],
      [480_600, 6_304_300],
      [482_000, 6_304_000],
      [482_800, 6_303_900],
      [485_000, 6_303_500],
    ],
    {
      ...roadDefaults,
      roadName: 'Väg 630',
      roadNumber: '630',
      functionalRoadClass: 7,
      carryingClass: 'BK4',
      accessibilityClass: 1,
      availabilityClass: 'A',
      widthM: 6.5,
      holder: 'Trafikverket',
      surface: 'Belagd',
      nvdbId: '1000630-1',
    },
  ),
  road(
    2,
    [
      [479_500, 6_304_400],
      [479_600, 6_305_600],
      [479_900, 6_306_600],
    ],
    {
      ...roadDefaults,
      roadName: 'Norrskogsvägen',
      functionalRoadClass: 8,
      carryingClass: 'BK1',
      accessibilityClass: 2,
      availabilityClass: 'B',
      widthM: 4.5,
      holder: 'Norrskogens vägsamfällighet',
      nvdbId: '7740021-3',
      downgradeReasons: ['Tjällossning'],
      visitDate: '2025-09-10',
      slopePercent: 6,
    },
  ),
  road(
    3,
    [
      [482_800, 6_303_900],
      [483_000, 6_303_200],
      [482_700, 6_302_600],
    ],
    {
      ...roadDefaults,
      roadName: 'Björkåsvägen',
      functionalRoadClass: 8,
      carryingClass: 'BK2',
      accessibilityClass: 2,
      availabilityClass: 'A',
      widthM: 4,
      holder: 'Björkås samfällighetsförening',
      nvdbId: '7740388-1',
      visitDate: '2025-08-22',
      slopePercent: 4,
    },
  ),
  road(
    4,
    [
      [479_600, 6_305_600],
      [479_850, 6_305_750],
      [480_050, 6_305_900],
    ],
    {
      ...roadDefaults,
      roadName: null,
      functionalRoadClass: 9,
      carryingClass: 'BK3',
      accessibilityClass: 3,
      availabilityClass: 'C',
      widthM: 3.5,
      holder: 'Anna Skog',
      downgradeReasons: ['Smal bro', 'Mjuk vägkropp'],
      visitDate: '2024-06-03',
      slopePercent: 11,
    },
  ),
  road(
    5,
    [
      [483_000, 6_303_200],
      [483_250, 6_302_900],
      [483_350, 6_302_650],
    ],
    {
      ...roadDefaults,
      roadName: 'Kärrvägen',
      functionalRoadClass: 9,
      carryingClass: 'BK2',
      accessibilityClass: 4,
      availabilityClass: 'D',
      widthM: 3.5,
      holder: 'Björkås samfällighetsförening',
      surface: 'Naturgrus',
      downgradeReasons: ['Sank mark, farbar vid tjäle'],
      visitDate: '2024-02-14',
      slopePercent: 3,
    },
  ),
  {
    id: mapDemoIds.reference(10),
    layer: 'roadInfoPoints',
    geometry: point(479_900, 6_306_600),
    properties: {
      kind: 'turningPoint',
      obstacleType: null,
      turning: 'Timmerbil med släp',
      description: 'Vändplan i änden av Norrskogsvägen.',
    },
  },
  {
    id: mapDemoIds.reference(11),
    layer: 'roadInfoPoints',
    geometry: point(483_000, 6_303_200),
    properties: {
      kind: 'obstacle',
      obstacleType: 'Vägbom',
      turning: null,
      description: 'Låst bom, nyckel hos samfällighetens ordförande.',
    },
  },
  {
    id: mapDemoIds.reference(12),
    layer: 'roadInfoPoints',
    geometry: point(479_850, 6_305_750),
    properties: {
      kind: 'bridge',
      obstacleType: null,
      turning: null,
      description: 'Träbro över diket, högst 37 ton.',
    },
  },
  // Insect risk: every level, and one far north-west near Jönköping (outside every demo view).
  {
    id: mapDemoIds.reference(20),
    layer: 'insectRisk',
    geometry: polygon(
      [479_000, 6_305_700],
      [479_700, 6_305_650],
      [479_750, 6_306_300],
      [479_050, 6_306_260],
    ),
    properties: {
      level: 'high',
      pest: 'Granbarkborre',
      assessedDate: '2026-06-15',
      description: 'Äldre granskog intill färska angrepp och hyggeskanter.',
    },
  },
  {
    id: mapDemoIds.reference(21),
    layer: 'insectRisk',
    geometry: polygon(
      [482_200, 6_302_800],
      [482_900, 6_302_750],
      [483_000, 6_303_400],
      [482_300, 6_303_350],
    ),
    properties: {
      level: 'medium',
      pest: 'Granbarkborre',
      assessedDate: '2026-06-15',
      description: 'Granskog med god vitalitet men angrepp inom två kilometer.',
    },
  },
  {
    id: mapDemoIds.reference(22),
    layer: 'insectRisk',
    geometry: polygon(
      [477_500, 6_302_000],
      [485_000, 6_302_000],
      [485_000, 6_307_000],
      [477_500, 6_307_000],
    ),
    properties: {
      level: 'increased',
      pest: 'Granbarkborre',
      assessedDate: '2026-05-01',
      description: 'Hela området efter torr sommar: håll uppsikt över granskogen.',
    },
  },
  {
    id: mapDemoIds.reference(23),
    layer: 'insectRisk',
    geometry: polygon(
      [440_000, 6_400_000],
      [441_000, 6_400_000],
      [441_000, 6_401_000],
      [440_000, 6_401_000],
    ),
    properties: {
      level: 'high',
      pest: 'Granbarkborre',
      assessedDate: '2026-06-20',
      description: 'Stormfälld gran som inte upparbetats.',
    },
  },
  // Species observations with red-list categories.
  ...(
    [
      [
        30,
        [479_800, 6_306_000],
        'Tallticka',
        'Porodaedalea pini',
        'NT',
        false,
        false,
        false,
        '2023-09-02',
        10,
      ],
      [
        31,
        [479_300, 6_305_350],
        'Lunglav',
        'Lobaria pulmonaria',
        'NT',
        false,
        false,
        false,
        '2022-05-19',
        25,
      ],
      [
        32,
        [479_950, 6_305_450],
        'Talltita',
        'Poecile montanus',
        'VU',
        false,
        true,
        false,
        '2025-04-11',
        50,
      ],
      [
        33,
        [483_300, 6_303_150],
        'Ask',
        'Fraxinus excelsior',
        'EN',
        false,
        false,
        false,
        '2021-08-30',
        5,
      ],
      [
        34,
        [483_700, 6_302_400],
        'Flodpärlmussla',
        'Margaritifera margaritifera',
        'EN',
        true,
        false,
        true,
        '2020-07-14',
        100,
      ],
      [
        35,
        [482_500, 6_303_200],
        'Tjäder',
        'Tetrao urogallus',
        'LC',
        false,
        true,
        false,
        '2026-04-22',
        200,
      ],
      [
        36,
        [479_400, 6_305_900],
        'Knärot',
        'Goodyera repens',
        'NT',
        true,
        false,
        false,
        '2024-07-08',
        10,
      ],
    ] as const
  ).map(
    ([n, [e, north], speciesName, scientificName, redlistCategory, law, bird, plan, date, m]) => ({
      id: mapDemoIds.reference(n),
      layer: 'speciesObservations' as const,
      geometry: point(e, north),
      properties: {
        speciesName,
        scientificName,
        eventDate: date,
        coordinateUncertaintyM: m,
        redlistCategory,
        protectedByLaw: law,
        prioritisedBirdSpecies: bird,
        actionPlan: plan,
      },
    }),
  ),
  {
    id: mapDemoIds.reference(40),
    layer: 'valuableWater',
    geometry: line(
      [481_640, 6_305_260],
      [482_300, 6_304_600],
      [482_600, 6_303_800],
      [483_200, 6_303_100],
      [483_900, 6_302_500],
    ),
    properties: {
      name: 'Skogsbäcken',
      waterType: 'stream',
      values: ['nature', 'fishing'],
      waterId: 'SE630400-148100',
      description:
        'Naturligt meandrande skogsbäck med flodpärlmussla och öring. Lämna skyddszon mot vattnet.',
    },
  },
  {
    id: mapDemoIds.reference(50),
    layer: 'protectedAreas',
    geometry: polygon(
      [479_880, 6_306_000],
      [480_020, 6_305_980],
      [480_060, 6_306_120],
      [479_920, 6_306_150],
    ),
    properties: {
      name: 'Norrskogens lövsumpskog',
      kind: 'habitatProtection',
      decisionDate: '2019-11-05',
      authority: 'Skogsstyrelsen',
      areaHa: 0,
    },
  },
  {
    id: mapDemoIds.reference(51),
    layer: 'protectedAreas',
    geometry: polygon(
      [480_400, 6_305_300],
      [480_700, 6_305_150],
      [481_150, 6_305_200],
      [481_500, 6_305_150],
      [481_800, 6_305_350],
      [481_750, 6_305_650],
      [481_400, 6_305_850],
      [480_950, 6_305_800],
      [480_600, 6_305_750],
      [480_420, 6_305_550],
    ),
    properties: {
      name: 'Bäckasjöns naturreservat',
      kind: 'natureReserve',
      decisionDate: '2008-03-20',
      authority: 'Länsstyrelsen i Kronobergs län',
      areaHa: 0,
    },
  },
  {
    id: mapDemoIds.reference(52),
    layer: 'protectedAreas',
    geometry: polygon(
      [483_300, 6_302_200],
      [484_200, 6_302_200],
      [484_200, 6_302_900],
      [483_300, 6_302_900],
    ),
    properties: {
      name: 'Skogsbäckens vattenskyddsområde',
      kind: 'waterProtection',
      decisionDate: '2015-06-01',
      authority: 'Växjö kommun',
      areaHa: 0,
    },
  },
  // Special-care objects (hänsynsobjekt) on Anna's estates: every type, points and areas.
  {
    id: mapDemoIds.reference(60),
    layer: 'specialCareObjects',
    geometry: point(479_450, 6_305_500),
    properties: {
      type: 'culturalHeritage',
      description: 'Husgrund och stenmur efter torpet Norrbacken, 1800-tal.',
      source: 'Riksantikvarieämbetet',
      registeredDate: '2018-10-02',
    },
  },
  {
    id: mapDemoIds.reference(61),
    layer: 'specialCareObjects',
    geometry: point(479_700, 6_306_100),
    properties: {
      type: 'natureValueTree',
      description: 'Grov tall med brandljud, lämnas vid avverkning.',
      source: 'Skogsinspektor',
      registeredDate: '2024-05-16',
    },
  },
  {
    id: mapDemoIds.reference(62),
    layer: 'specialCareObjects',
    geometry: polygon(
      [482_550, 6_303_100],
      [482_700, 6_303_050],
      [482_760, 6_303_250],
      [482_600, 6_303_300],
    ),
    properties: {
      type: 'bufferZone',
      description: 'Skyddszon mot Skogsbäcken: lämna träd och kör inte närmare än 10 meter.',
      source: 'Skogsinspektor',
      registeredDate: '2025-08-22',
    },
  },
  {
    id: mapDemoIds.reference(63),
    layer: 'specialCareObjects',
    geometry: polygon(
      [483_000, 6_302_700],
      [483_150, 6_302_680],
      [483_170, 6_302_820],
      [483_020, 6_302_840],
    ),
    properties: {
      type: 'retentionPatch',
      description: 'Lövrik trädgrupp som sparas som hänsynsyta.',
      source: 'Skogsbruksplan 2024',
      registeredDate: null,
    },
  },
].map((feature) =>
  // A protected area's area is its geometry's, so the demo cannot disagree with itself.
  feature.layer === 'protectedAreas'
    ? {
        ...feature,
        properties: {
          ...(feature.properties as OverlayProperties<'protectedAreas'>),
          areaHa: round(areaHa(feature.geometry), 1),
        },
      }
    : feature,
) as DemoReferenceFeature[];

/** Checks a reference feature's properties against its layer's schema (seed and tests). */
export function parseReferenceProperties<L extends ReferenceOverlayLayer>(
  layer: L,
  properties: unknown,
): OverlayProperties<L> {
  return overlayPropertySchemas[layer].parse(properties) as OverlayProperties<L>;
}
