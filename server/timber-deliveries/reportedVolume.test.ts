import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoIds } from '../db/seed.ts';
import { staffTasks } from '../staff-desk/schema.ts';
import { serverAreas } from '../areas.ts';
import { staffTaskKindsOf } from '../staff-desk/registry.ts';
import { handleStaffTask } from '../staff-desk/tasks.ts';
import { areaService } from '../kit/services.ts';
import type { ApiTestApp } from '../testing/apiApp.ts';
import { testFaceOf } from '../testing/testFaces.ts';
import { demoDeliveryIds } from './seed.ts';
import {
  assortmentBody,
  deliveriesTestApp,
  flagsOn,
  landingBody,
  reseedDeliveries,
  squareArea,
} from './testing.ts';

const { demoAgreementIds } = await testFaceOf('timber-agreements');
const agreementId = demoAgreementIds.norrskogenActive;
// The generation's flags, and Eudr: the notification below draws its origin areas.
const flags = flagsOn('TimberManagerViol3', 'TimberManagerViol3Delivery', 'Eudr');

/** §3 reported volume: what the agreement's sent delivery notifications report. */
describe("an agreement's reported volume", () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await deliveriesTestApp(() => flags);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  beforeEach(async () => {
    await reseedDeliveries(db());
  });

  const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/timber-deliveries${url}`,
      headers: await t.as('anna'),
      ...(payload ? { payload } : {}),
    });
  const reported = async () =>
    (await areaService('timberAgreements').agreement(db(), agreementId))!.reportedVolume;

  it('counts a notification once it is sent, and its later changes', async () => {
    // The demo's ongoing notification reports 185 m3fub (85 + 60 + 40).
    expect(await reported()).toBe(185);
    await call('DELETE', `/deliveries/${demoDeliveryIds.draft}`);
    const created = await call('POST', `/agreements/${agreementId}/deliveries`);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const landing = await call(
      'POST',
      `/deliveries/${id}/landings`,
      landingBody({ comment: 'Vid grinden' }),
    );
    expect(landing.statusCode).toBe(201);
    const landingId = landing.json<{ id: string }>().id;
    const added = await call(
      'POST',
      `/deliveries/${id}/landings/${landingId}/assortments`,
      assortmentBody(),
    );
    expect(added.statusCode).toBe(201);
    // A draft reports nothing yet.
    expect(await reported()).toBe(185);
    await call('PUT', `/deliveries/${id}/origin-areas`, {
      eudrVolume: 100,
      areas: [
        {
          geometry: squareArea(479_400, 6_305_400, 300),
          compartmentIds: [],
        },
      ],
    });
    const [task] = await db()
      .select()
      .from(staffTasks)
      .where(
        and(
          eq(staffTasks.kind, 'timberOriginReview'),
          eq(staffTasks.subjectId, id),
          eq(staffTasks.status, 'open'),
        ),
      );
    const staff = { id: demoIds.eva, name: 'Eva', email: 'eva@example.se' };
    expect(
      (
        await handleStaffTask(db(), staffTaskKindsOf(serverAreas), {
          taskId: task!.id,
          action: 'approve',
          staff,
          note: '',
        })
      ).ok,
    ).toBe(true);
    expect((await call('POST', `/deliveries/${id}/notify`)).statusCode).toBe(200);
    // Sent: the new notification's 40 m3fub; the older one it succeeded keeps what it reported.
    expect(await reported()).toBe(225);
    const assortmentId = added.json<{ id: string }>().id;
    const removed = await call(
      'DELETE',
      `/deliveries/${id}/landings/${landingId}/assortments/${assortmentId}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(await reported()).toBe(185);
  });
});
