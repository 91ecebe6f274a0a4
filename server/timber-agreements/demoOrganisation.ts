import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { seedId } from '../db/seedId.ts';
import { seedEstates } from '../map/overlays/seed.ts';

/**
 * A legal person in the demo for the postal signature (§6): Lövnäs Skog AB owns Lövnäs 1:12
 * together with Gustav Lind. It has no sign-in (no e-mail, password or personal number) and
 * no roles: it is a co-owner who signs on paper, and staff register its signature at the desk.
 * Gustav is a person of this area's own (not one of the five demo accounts, whose figures
 * other areas' tests assert): he signs in with the test e-ID and has the agreement roles.
 */
export const demoOrganisation = {
  id: seedId('timber-agreements', 'lovnas-skog-ab'),
  customerNo: '100151',
  name: 'Lövnäs Skog AB',
  estateId: seedId('timber-agreements', 'lovnas-estate'),
  estate: 'Lövnäs 1:12',
} as const;

export const demoCoOwner = {
  id: seedId('timber-agreements', 'gustav-lind'),
  customerNo: '100152',
  /** Valid by the spec's rule (platform §5), made up. */
  personalNumber: '196804121231',
  name: 'Gustav Lind',
  roles: [
    'Service_TimberManager_Agreements_Read',
    'Service_TimberManager_Agreements_Write',
    'Service_TimberManager_Deliveries_Read',
    'Service_Profile_Common_Read',
    'Service_Profile_Common_Write',
    'Service_Support_Read',
    'Service_Support_Write',
    'Service_Documents_Read',
  ],
} as const;

/** East of Björkås, in SWEREF 99 TM like the map's demo estates (open ring). */
const outline: [number, number][] = [
  [485_000, 6_303_900],
  [485_650, 6_304_000],
  [485_750, 6_304_650],
  [485_150, 6_304_800],
  [484_900, 6_304_350],
];

/** Idempotent: fixed ids, ON CONFLICT DO NOTHING. */
export async function seedDemoOrganisation(db: Db): Promise<void> {
  await db
    .insert(members)
    .values([
      {
        id: demoOrganisation.id,
        customerNo: demoOrganisation.customerNo,
        name: demoOrganisation.name,
        isOrganizationUser: true,
        city: 'Växjö',
      },
      {
        id: demoCoOwner.id,
        customerNo: demoCoOwner.customerNo,
        personalNumber: demoCoOwner.personalNumber,
        name: demoCoOwner.name,
        roles: [...demoCoOwner.roles],
        city: 'Växjö',
        // Confirmed recently: the update-details prompt stays away (platform §4).
        lastModifiedEmailPhone: new Date('2026-08-20T09:00:00Z'),
      },
    ])
    .onConflictDoNothing();
  await seedEstates(db, [
    {
      id: demoOrganisation.estateId,
      designation: demoOrganisation.estate,
      municipality: 'Växjö',
      outline,
      owners: [
        { memberId: demoCoOwner.id, sharePercent: 60 },
        { memberId: demoOrganisation.id, sharePercent: 40 },
      ],
    },
  ]);
}
