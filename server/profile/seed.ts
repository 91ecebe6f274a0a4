import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demoIds.ts';
import { members } from '../db/schema.ts';
import { addressChangeRequests } from './schema.ts';
import { openStaffTask } from '../staff-desk/tasks.ts';
import { addressChangeReview } from './addressReview.ts';

type ContactColumns = Pick<
  typeof members.$inferInsert,
  | 'mobileCountryCode'
  | 'mobilePhone'
  | 'addressCo'
  | 'address1'
  | 'address2'
  | 'country'
  | 'postalCode'
  | 'city'
  | 'contactPreferences'
  | 'stakePercent'
  | 'aboveStakeParticipation'
>;

/** The demo people's contact details and stake choices (README demo accounts). */
export const demoContactDetails: Partial<Record<keyof typeof demoIds, ContactColumns>> = {
  anna: {
    mobileCountryCode: '+46',
    mobilePhone: '701234567',
    addressCo: null,
    address1: 'Skogsvägen 12',
    address2: null,
    country: 'SE',
    postalCode: '35591',
    city: 'Växjö',
    contactPreferences: {
      memberMagazine: true,
      wallCalendar: true,
      localAreaInfoList: false,
      digitalLocalInfo: true,
      newsletter: true,
      surveys: false,
      memberActivities: true,
      otherLocalInfo: false,
    },
    stakePercent: 4,
    aboveStakeParticipation: false,
  },
  bertil: {
    mobileCountryCode: '+46',
    mobilePhone: '703456789',
    addressCo: null,
    address1: 'Granliden 3',
    address2: 'Norra Gran',
    country: 'SE',
    postalCode: '57391',
    city: 'Tranås',
    contactPreferences: {
      memberMagazine: true,
      wallCalendar: false,
      localAreaInfoList: true,
      digitalLocalInfo: false,
      newsletter: false,
      surveys: false,
      memberActivities: false,
      otherLocalInfo: true,
    },
    stakePercent: 2,
    aboveStakeParticipation: false,
  },
  cecilia: {
    mobileCountryCode: '+46',
    mobilePhone: '725550134',
    addressCo: 'Tallbacken AB',
    address1: 'Box 214',
    address2: null,
    country: 'SE',
    postalCode: '36121',
    city: 'Emmaboda',
    contactPreferences: {
      memberMagazine: true,
      wallCalendar: false,
      localAreaInfoList: false,
      digitalLocalInfo: true,
      newsletter: true,
      surveys: true,
      memberActivities: false,
      otherLocalInfo: false,
    },
    stakePercent: 4,
    aboveStakeParticipation: true,
  },
  // David: e-mail only (set by the demo seed), never confirmed; nothing to fill.
};

/**
 * Fills the demo people's contact details. Idempotent and gentle: only columns that are
 * still NULL are set, so a member's own edits survive a restart that seeds again.
 */
export async function seedContactDetails(db: Db): Promise<void> {
  for (const [person, details] of Object.entries(demoContactDetails)) {
    if (!details) continue;
    const id = demoIds[person as keyof typeof demoIds];
    const [member] = await db.select().from(members).where(eq(members.id, id));
    if (!member) continue;
    const missing = Object.fromEntries(
      Object.entries(details).filter(([column]) => member[column as keyof ContactColumns] === null),
    ) as Partial<ContactColumns>;
    if (Object.keys(missing).length > 0) {
      await db.update(members).set(missing).where(eq(members.id, id));
    }
  }
  await seedAddressChanges(db);
}

/** David's address change waiting for review (fixed id: seeded once, even by two processes). */
export const davidsAddressChangeId = '00000000-0000-4000-8000-0000000000d1';
const davidsNewAddress = {
  co: null,
  address1: 'Ekvägen 4',
  address2: null,
  country: 'SE',
  postalCode: '35246',
  city: 'Växjö',
};

/**
 * So the staff desk is not empty: David has asked for a new address. Idempotent: once the
 * request exists (reviewed or not) nothing changes. Every request still waiting gets its
 * desk task (the unique index keeps one), also those filed before the desk existed.
 */
export async function seedAddressChanges(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(addressChangeRequests)
      .values({
        id: davidsAddressChangeId,
        memberId: demoIds.david,
        requestedBy: demoIds.david,
        createdAt: new Date('2026-11-20T09:30:00Z'),
        ...davidsNewAddress,
      })
      .onConflictDoNothing();
    const pending = await tx
      .select()
      .from(addressChangeRequests)
      .where(eq(addressChangeRequests.status, 'pendingReview'));
    for (const request of pending) {
      await openStaffTask(tx, addressChangeReview, {
        subjectId: request.id,
        memberId: request.memberId,
        data: {
          co: request.co,
          address1: request.address1,
          address2: request.address2,
          country: request.country,
          postalCode: request.postalCode,
          city: request.city,
        },
      });
    }
  });
}
