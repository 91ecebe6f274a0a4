import { eq } from 'drizzle-orm';
import { addDays } from '../../shared/time/isoDate.ts';
import type { Db } from '../db/client.ts';
import { seedId } from '../db/seedId.ts';
import { dayMs } from '../jobs/index.ts';
import { openStaffTask } from '../staff-desk/tasks.ts';
import { demoIds } from '../db/demoIds.ts';
import {
  timberDeliveries,
  timberLandingAssortments,
  timberLandings,
  timberOriginAreas,
  timberStackTagOrders,
} from './schema.ts';
import { stackTagOrderTask, stackTagsExpectedBy } from './stackTags.ts';
import { ringsHectares } from '../../shared/contracts/timber-deliveries/originGeometry.ts';
import { isoWeek, todayInSweden } from '../../shared/time/index.ts';

const id = (name: string) => seedId('timber-deliveries', name);

/** The timber agreements' demo agreements the notifications belong to, by their seed names. */
const agreementIds = {
  norrskogenActive: seedId('timber-agreements', 'norrskogen-active'),
  bjorkasActive: seedId('timber-agreements', 'bjorkas-active'),
};

/** The demo rows by fixed id (tests and the end-to-end spec name them). */
export const demoDeliveryIds = {
  ongoing: id('ongoing'),
  draft: id('draft'),
  closed: id('closed'),
  landingNorth: id('landing-north'),
  landingSouth: id('landing-south'),
  stackTags: id('stack-tags'),
  /** Bertil's draft on the Björkås agreement he owns with Anna. */
  bjorkasDraft: id('bjorkas-draft'),
  landingBjorkas: id('landing-bjorkas'),
} as const;

const week = (date: string) => {
  const { year, week: w } = isoWeek(date);
  return `${year}-W${String(w).padStart(2, '0')}`;
};

const landingClasses = {
  carryingCapacityClass: 'BK1',
  availabilityClass: 'Unlimited',
  passabilityClass: 'UnlimitedWithTrailer',
  turningPointClass: 'SlightlyLimited',
  reloadingClass: 'ReloadingToTrailerNotRequired',
  plowedRoadClass: 'Regularly',
  stripRoadClass: 'Zero',
} as const;

/**
 * Anna's active Norrskogen agreement (issue 16): one ongoing notification with two landings,
 * its origin area approved and stack tags ordered (waiting for the cooperative), one draft,
 * and one closed by the system after 30 idle days; Bertil's draft on Björkås (seedBjorkas).
 * Dated from the day it runs; idempotent.
 */
export async function seedTimberDeliveries(db: Db, today = todayInSweden()): Promise<void> {
  await seedNorrskogen(db, today);
  await seedBjorkas(db, today);
}

async function seedNorrskogen(db: Db, today: string) {
  const now = new Date(`${today}T09:00:00Z`);
  const ago = (days: number) => new Date(now.getTime() - days * dayMs);
  const agreementId = agreementIds.norrskogenActive;
  const [inserted] = await db
    .insert(timberDeliveries)
    .values([
      {
        id: demoDeliveryIds.closed,
        agreementId,
        status: 'Closed',
        finalDeliveryReason: 'InactiveBySystem',
        createdByMemberId: demoIds.anna,
        createdAt: ago(55),
        lastActivityAt: ago(54),
        closedAt: ago(24),
      },
      {
        id: demoDeliveryIds.ongoing,
        agreementId,
        status: 'Ongoing',
        eudrVolume: 300,
        eudrStatus: 'Approved',
        createdByMemberId: demoIds.anna,
        notifiedAt: ago(6),
        createdAt: ago(12),
        lastActivityAt: ago(2),
      },
      {
        id: demoDeliveryIds.draft,
        agreementId,
        status: 'Draft',
        createdByMemberId: demoIds.anna,
        createdAt: ago(1),
        lastActivityAt: ago(1),
      },
    ])
    .onConflictDoNothing()
    .returning({ id: timberDeliveries.id });
  if (!inserted) return; // seeded before: leave it as the demo left it
  await db.insert(timberLandings).values([
    {
      id: demoDeliveryIds.landingNorth,
      deliveryId: demoDeliveryIds.ongoing,
      name: 'Avlägg vid Norrskogsvägen',
      comment: 'Vändplan vid vägbommen nyckel hos vägföreningen',
      e: 479_650,
      n: 6_306_050,
      ...landingClasses,
      createdAt: ago(11),
    },
    {
      id: demoDeliveryIds.landingSouth,
      deliveryId: demoDeliveryIds.ongoing,
      name: 'Avlägg södra skiftet',
      comment: '',
      e: 479_450,
      n: 6_305_350,
      ...landingClasses,
      carryingCapacityClass: 'BK2',
      availabilityClass: 'SlightlyLimited',
      createdAt: ago(10),
    },
  ]);
  await db.insert(timberLandingAssortments).values([
    {
      landingId: demoDeliveryIds.landingNorth,
      assortment: 'grantimmer',
      volume: 85,
      fellingWeek: week(addDays(today, -14)),
      sprucePercentage: 90,
      // Origin is given for pulpwood only (§5).
      origin: null,
      numberOfStacks: 4,
    },
    {
      landingId: demoDeliveryIds.landingNorth,
      assortment: 'barrmassaved',
      volume: 60,
      fellingWeek: week(addDays(today, -14)),
      sprucePercentage: 70,
      origin: 'finalFelling',
      numberOfStacks: 3,
    },
    {
      landingId: demoDeliveryIds.landingSouth,
      assortment: 'barrmassaved',
      volume: 40,
      fellingWeek: week(addDays(today, -7)),
      sprucePercentage: 55,
      origin: 'thinning',
      numberOfStacks: 2,
    },
  ]);
  const rings: [number, number][][] = [
    [
      [479_350, 6_305_450],
      [479_800, 6_305_450],
      [479_800, 6_306_000],
      [479_350, 6_306_000],
      [479_350, 6_305_450],
    ],
  ];
  await db.insert(timberOriginAreas).values({
    deliveryId: demoDeliveryIds.ongoing,
    rings,
    compartmentIds: [],
    areaHa: Math.round(ringsHectares(rings) * 100) / 100,
  });
  const orderedOn = addDays(today, -1);
  const expectedBy = stackTagsExpectedBy(orderedOn, false);
  await db.insert(timberStackTagOrders).values({
    id: demoDeliveryIds.stackTags,
    deliveryId: demoDeliveryIds.ongoing,
    street: 'Skogsvägen 12',
    postalCode: '35246',
    city: 'Växjö',
    lines: [
      { assortment: 'grantimmer', tags: 4 },
      { assortment: 'barrmassaved', tags: 5 },
    ],
    expectedBy,
    createdAt: ago(1),
  });
  const [ongoing] = await db
    .select({ orderNo: timberDeliveries.orderNo })
    .from(timberDeliveries)
    .where(eq(timberDeliveries.id, demoDeliveryIds.ongoing));
  await openStaffTask(db, stackTagOrderTask, {
    subjectId: demoDeliveryIds.stackTags,
    memberId: demoIds.anna,
    data: {
      orderNumber: `VO-${ongoing?.orderNo ?? ''}`,
      address: 'Skogsvägen 12, 352 46 Växjö',
      lines: ['Grantimmer: 4 st', 'Barrmassaved: 5 st'],
      expectedBy,
    },
  });
}

/** Bertil's draft notification on Björkås (with Anna): one landing, one assortment. */
async function seedBjorkas(db: Db, today: string) {
  const created = new Date(`${addDays(today, -3)}T09:00:00Z`);
  const [inserted] = await db
    .insert(timberDeliveries)
    .values({
      id: demoDeliveryIds.bjorkasDraft,
      agreementId: agreementIds.bjorkasActive,
      status: 'Draft',
      createdByMemberId: demoIds.bertil,
      createdAt: created,
      lastActivityAt: created,
    })
    .onConflictDoNothing()
    .returning({ id: timberDeliveries.id });
  if (!inserted) return;
  await db.insert(timberLandings).values({
    id: demoDeliveryIds.landingBjorkas,
    deliveryId: demoDeliveryIds.bjorkasDraft,
    name: 'Avlägg vid Björkåsvägen',
    comment: 'Infart från vägen mot Björkås gård',
    e: 482_700,
    n: 6_302_900,
    ...landingClasses,
    carryingCapacityClass: 'BK2',
    createdAt: created,
  });
  await db.insert(timberLandingAssortments).values({
    landingId: demoDeliveryIds.landingBjorkas,
    assortment: 'grantimmer',
    volume: 35,
    fellingWeek: week(addDays(today, -7)),
    sprucePercentage: 85,
    origin: null,
    numberOfStacks: 2,
  });
}
