import { describe, expect, it } from 'vitest';
import { areaService } from '../kit/services.ts';
import { testFaceOf } from '../testing/testFaces.ts';
import { demoDeliveryIds } from './seed.ts';
import {
  assortmentBody,
  flagsOn,
  handleOpenTask,
  landingBody,
  squareArea,
  useDeliveriesTestApp,
} from './testing.ts';

const { demoAgreementIds } = await testFaceOf('timber-agreements');
const agreementId = demoAgreementIds.norrskogenActive;
// The generation's flags, and Eudr: the notification below draws its origin areas.
const flags = flagsOn('TimberManagerViol3', 'TimberManagerViol3Delivery', 'Eudr');

/** §3 reported volume: what the agreement's sent delivery notifications report. */
describe("an agreement's reported volume", () => {
  const { testApp, db } = useDeliveriesTestApp(() => flags);

  const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp().app.inject({
      method,
      url: `/api/v1/timber-deliveries${url}`,
      headers: await testApp().as('anna'),
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
    expect((await handleOpenTask(db(), 'timberOriginReview', id, 'approve')).ok).toBe(true);
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
