import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryDetail } from '../../shared/contracts/timber-deliveries.ts';
import { timberDeliveriesRoutes as routeTable } from '../../shared/contracts/timber-deliveries/routes.ts';
import { members, proxies } from '../db/schema.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { demoIds } from '../db/seed.ts';
import { staffTasks } from '../staff-desk/schema.ts';
import { testFaceOf } from '../testing/testFaces.ts';
import {
  timberDeliveries,
  timberLandingAssortments,
  timberLandings,
  timberOriginAreas,
  timberStackTagOrders,
} from './schema.ts';
import { demoDeliveryIds } from './seed.ts';
import {
  assortmentBody,
  flagsOn,
  landingBody,
  squareArea,
  useDeliveriesTestApp,
} from './testing.ts';

const { demoAgreementIds } = await testFaceOf('timber-agreements');
const agreementId = demoAgreementIds.norrskogenActive;
const writeRole = 'Service_TimberManager_Deliveries_Write';
const readRole = 'Service_TimberManager_Deliveries_Read';

const landing = landingBody({ name: 'Avlägg vid grinden', comment: '' });
const assortment = assortmentBody();
const square = squareArea(479_400, 6_305_400, 300);
/** A valid body for each write (so only who calls decides the answer). */
const bodies: Record<string, object> = {
  completeDelivery: {
    emails: ['anna.skog@example.se'],
    deliveryStatus: 'final',
    transporterMessage: '',
  },
  orderStackTags: {
    street: 'Skogsvägen 12',
    postalCode: '35246',
    city: 'Växjö',
    lines: [{ assortment: 'grantimmer', tags: 4 }],
  },
  saveOriginAreas: { eudrVolume: 100, areas: [{ geometry: square, compartmentIds: [] }] },
  createLanding: landing,
  updateLanding: landing,
  addAssortment: assortment,
  updateAssortment: assortment,
};

/**
 * Who may change Anna's deliveries (§2.1, the route table's roles/proxy/impersonation): each
 * write of the route table is refused (403, nothing stored) to a member with the read role
 * alone, to staff impersonating her and to a proxy without the write role; a proxy with it
 * writes for her. The real app on PGlite.
 */
describe('timber deliveries: who may write', () => {
  // The flags of the routes under test: the generation's, and Eudr for the origin areas.
  const flags = flagsOn('TimberManagerViol3', 'TimberManagerViol3Delivery', 'Eudr');
  const { testApp, db } = useDeliveriesTestApp(() => flags);

  let annaRoles: string[] = [];
  beforeEach(async () => {
    const [anna] = await db().select().from(members).where(eq(members.id, demoIds.anna));
    annaRoles = anna!.roles;
  });

  /** Every write of the route table, its path filled with Anna's rows. */
  async function writes() {
    const [assortmentRow] = await db()
      .select({ id: timberLandingAssortments.id })
      .from(timberLandingAssortments)
      .where(eq(timberLandingAssortments.landingId, demoDeliveryIds.landingNorth));
    const params: Record<string, string> = {
      agreementId,
      deliveryId: demoDeliveryIds.ongoing,
      landingId: demoDeliveryIds.landingNorth,
      assortmentId: assortmentRow!.id,
    };
    return Object.entries(routeTable)
      .filter(([, route]) => 'method' in route && route.method !== 'GET')
      .map(([name, route]) => ({
        name,
        method: (route as { method: 'POST' | 'PUT' | 'DELETE' }).method,
        url: route.path.replace(/\{(\w+)\}/g, (_, key: string) => params[key]!),
        body: bodies[name],
      }));
  }

  /** Everything a write could store, to see that a refusal stored nothing. */
  const stored = async () =>
    JSON.stringify(
      await Promise.all([
        db().select().from(timberDeliveries).orderBy(asc(timberDeliveries.id)),
        db().select().from(timberLandings).orderBy(asc(timberLandings.id)),
        db().select().from(timberLandingAssortments).orderBy(asc(timberLandingAssortments.id)),
        db().select().from(timberStackTagOrders).orderBy(asc(timberStackTagOrders.id)),
        db().select().from(timberOriginAreas).orderBy(asc(timberOriginAreas.id)),
        db().select({ id: staffTasks.id }).from(staffTasks).orderBy(asc(staffTasks.id)),
      ]),
    );

  async function expectEveryWriteRefused(headers: Record<string, string>, expectedType?: string) {
    const list = await writes();
    // The table's writes: create, delete, close, notify, complete, stack tags, origin,
    // landings and assortments (three each).
    expect(list.map((w) => w.name).sort()).toEqual(
      [
        'addAssortment',
        'closeDelivery',
        'completeDelivery',
        'createDelivery',
        'createLanding',
        'deleteAssortment',
        'deleteDraft',
        'deleteLanding',
        'notifyDelivery',
        'orderStackTags',
        'saveOriginAreas',
        'updateAssortment',
        'updateLanding',
      ].sort(),
    );
    const before = await stored();
    for (const write of list) {
      const res = await testApp().app.inject({
        method: write.method,
        url: write.url,
        headers: {
          ...headers,
          'if-match': '"1"',
          'idempotency-key': randomUUID(),
        },
        ...(write.body ? { payload: write.body } : {}),
      });
      expect(res.statusCode, `${write.name}: ${res.body}`).toBe(403);
      if (expectedType) expect(res.json<{ type: string }>().type).toBe(expectedType);
    }
    expect(await stored()).toBe(before);
  }

  const read = (headers: Record<string, string>) =>
    testApp().app.inject({
      method: 'GET',
      url: `/api/v1/timber-deliveries/deliveries/${demoDeliveryIds.ongoing}`,
      headers,
    });

  it('a member with the read role alone is refused reading and every write (§2.1)', async () => {
    await db()
      .update(members)
      .set({ roles: annaRoles.filter((r) => r !== writeRole) })
      .where(eq(members.id, demoIds.anna));
    try {
      const headers = await testApp().as('anna');
      expect((await read(headers)).statusCode).toBe(403);
      await expectEveryWriteRefused(headers, 'forbidden');
    } finally {
      await db().update(members).set({ roles: annaRoles }).where(eq(members.id, demoIds.anna));
    }
    // With the write role back, the same write goes through.
    const res = await testApp().app.inject({
      method: 'POST',
      url: `/api/v1/timber-deliveries/deliveries/${demoDeliveryIds.draft}/landings`,
      headers: await testApp().as('anna'),
      payload: landing,
    });
    expect(res.statusCode).toBe(201);
  });

  it('staff impersonating Anna read and are refused every write', async () => {
    const imp = await startImpersonation(db());
    const token = await testApp().tokenFor(demoIds.anna, { idp: 'staff', imp: imp.id });
    const headers = { authorization: `Bearer ${token}` };
    expect((await read(headers)).statusCode).toBe(200);
    await expectEveryWriteRefused(headers, 'impersonationNotAllowed');
  });

  describe('a proxy acting for Anna', () => {
    const proxyFor = async (roles: string[]) => {
      // One proxy from Anna to Cecilia at a time (the earlier test's goes).
      await db()
        .delete(proxies)
        .where(
          and(
            eq(proxies.giverMemberId, demoIds.anna),
            eq(proxies.receiverMemberId, demoIds.cecilia),
          ),
        );
      const [proxy] = await db()
        .insert(proxies)
        .values({
          giverMemberId: demoIds.anna,
          receiverMemberId: demoIds.cecilia,
          receiverNationalId: '198002023456',
          receiverName: 'Cecilia',
          receiverEmail: 'cecilia@example.se',
          receiverPhone: '701234568',
          rights: [],
          roles,
          status: 'active',
          validTo: null,
        })
        .returning({ id: proxies.id });
      expect(proxy).toBeDefined();
      // The receiver names the giver she acts for (x-user-id).
      return testApp().as('cecilia', demoIds.anna);
    };

    it('with the write role changes her delivery', async () => {
      const headers = await proxyFor([readRole, writeRole]);
      const before = (await read(headers)).json<DeliveryDetail>();
      const created = await testApp().app.inject({
        method: 'POST',
        url: `/api/v1/timber-deliveries/deliveries/${demoDeliveryIds.draft}/landings`,
        headers,
        payload: landing,
      });
      expect(created.statusCode).toBe(201);
      const rows = await db()
        .select()
        .from(timberLandings)
        .where(eq(timberLandings.deliveryId, demoDeliveryIds.draft));
      expect(rows.map((r) => r.name)).toContain('Avlägg vid grinden');
      expect(before.delivery.id).toBe(demoDeliveryIds.ongoing);
    });

    it('with the read role alone is refused reading and every write (§2.1: read and write)', async () => {
      const headers = await proxyFor([readRole]);
      expect((await read(headers)).statusCode).toBe(403);
      await expectEveryWriteRefused(headers, 'forbidden');
    });
  });
});
