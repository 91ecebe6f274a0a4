import { allRoleNames } from '../../shared/access/roles.ts';
import { hashPassword } from '../identity/passwords.ts';
import type { Db } from './client.ts';
import type { ServerArea } from '../kit/area.ts';
import { inspectors, members, proxies, staffUsers } from './schema.ts';

export { demoIds, demoPassword } from './demoIds.ts';
import { demoIds, demoPassword } from './demoIds.ts';

export interface SeedOptions {
  /** The cooperative's slug (PRODUCT_SLUG): the demo people's Service_{product}El roles. */
  productSlug: string;
  /** Cheaper scrypt cost for test databases; production seeds use the default. */
  fastHashes?: boolean;
  /** The areas whose demo data follows the people's, in this order (server/areas.ts). */
  areas: readonly Pick<ServerArea, 'seed'>[];
}

export async function seedDemoData(db: Db, options: SeedOptions): Promise<void> {
  const every = allRoleNames(options.productSlug);
  const cost = options.fastHashes ? { N: 2 ** 10, r: 8, p: 1 } : undefined;
  const passwordHash = await hashPassword(demoPassword, cost);

  await db
    .insert(members)
    .values([
      {
        id: demoIds.anna,
        customerNo: '100001',
        personalNumber: '195001011237',
        name: 'Anna Skog',
        email: 'anna.skog@example.se',
        passwordHash,
        roles: every,
        // FSC only: the demo's certification application lets her apply for PEFC.
        isFscCertified: true,
        lastModifiedEmailPhone: new Date('2026-06-01T10:00:00Z'),
      },
      {
        id: demoIds.bertil,
        customerNo: '100002',
        personalNumber: '196211034563',
        name: 'Bertil Gran',
        email: 'bertil.gran@example.se',
        passwordHash,
        roles: every,
        isPefcCertified: true,
        lastModifiedEmailPhone: new Date('2026-03-15T08:30:00Z'),
      },
      {
        id: demoIds.cecilia,
        customerNo: '100003',
        personalNumber: '197506157895',
        name: 'Cecilia Tall, Tallbacken AB',
        email: 'cecilia@tallbacken.example.se',
        passwordHash,
        roles: every,
        isOrganizationUser: true,
        lastModifiedEmailPhone: new Date('2026-09-01T12:00:00Z'),
      },
      {
        id: demoIds.david,
        customerNo: '100004',
        personalNumber: '198812243213',
        name: 'David Ek',
        email: 'david.ek@example.se',
        passwordHash,
        roles: [
          'Service_Profile_Common_Read',
          'Service_Profile_Common_Write',
          'Service_Documents_Read',
          'Service_Support_Read',
          'Service_Support_Write',
        ],
        lastModifiedEmailPhone: null,
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(staffUsers)
    .values({
      id: demoIds.eva,
      email: 'eva.radgivare@granskog.example.se',
      name: 'Eva Rådgivare',
      passwordHash,
      // She also composes and publishes the portal's pages in the content system (cms/).
      contentRoles: ['editor', 'publisher'],
    })
    .onConflictDoNothing();

  await db
    .insert(proxies)
    .values({
      id: demoIds.proxyBertilToAnna,
      giverMemberId: demoIds.bertil,
      receiverMemberId: demoIds.anna,
      receiverNationalId: '195001011237',
      receiverName: 'Anna Skog',
      receiverEmail: 'anna.skog@example.se',
      receiverPhone: '701234567',
      rights: ['signForestAgreements'],
      roles: ['Service_TimberManager_Agreements_Read', 'Service_TimberManager_Agreements_Write'],
      status: 'active',
      validTo: null,
    })
    .onConflictDoNothing();

  // Fixed ids: two processes seeding one PostgreSQL at once still insert each row once.
  // Karl inspects for both Anna and Bertil.
  const karl = {
    firstName: 'Karl',
    lastName: 'Virkesson',
    email: 'karl.virkesson@granskog.example.se',
    phone: '+46 70 111 22 33',
  };
  const lena = {
    firstName: 'Lena',
    lastName: 'Plantör',
    email: 'lena.plantor@granskog.example.se',
    phone: '+46 70 444 55 66',
  };
  const inspector = (id: string, memberId: string, person: typeof karl, sortOrder: number) => ({
    id,
    memberId,
    ...person,
    imageUrl: null,
    sortOrder,
  });
  await db
    .insert(inspectors)
    .values([
      inspector('00000000-0000-4000-8000-000000000101', demoIds.anna, karl, 0),
      inspector('00000000-0000-4000-8000-000000000102', demoIds.anna, lena, 1),
      inspector('00000000-0000-4000-8000-000000000103', demoIds.bertil, karl, 0),
    ])
    .onConflictDoNothing();

  // Each area's demo data (server/<area>/seed.ts), idempotent like the rest.
  for (const area of options.areas) await area.seed?.(db);
}
