import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { testPng } from '../../shared/contracts/my-map/testing/testImages.ts';
import { demoCompartmentId, demoPlanId } from './demoPlan.ts';
import {
  activityBody,
  compartmentEdit,
  myMapTestApp,
  windthrowNote,
  type MyMapTestApp,
} from './testApp.ts';

/** Each call of a flagged feature is refused while a flag it needs is off, works when on. */
describe('my map feature flags', () => {
  let t: MyMapTestApp;
  let off: FeatureFlagName[] = [];
  beforeAll(async () => {
    t = await myMapTestApp({ off: () => off });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.call('anna', method, url, payload);

  /** Refused (403 FeatureOff) with each of `flags` off alone; then with all on, `status`. */
  const gated = async (
    flags: FeatureFlagName[],
    status: number,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    for (const flag of flags) {
      off = [flag];
      const refused = await call(method, url, payload);
      expect(refused.statusCode, `${method} ${url} with ${flag} off`).toBe(403);
      expect(refused.json<{ type: string }>().type).toBe('FeatureOff');
    }
    off = [];
    const answer = await call(method, url, payload);
    expect(answer.statusCode, `${method} ${url} with the flags on`).toBe(status);
    return answer;
  };

  const plan = `/plans/${demoPlanId}`;
  const compartment = `${plan}/compartments/${demoCompartmentId(1)}`;

  it('activities: MyMapActivities', async () => {
    const body = activityBody();
    await gated(['MyMapActivities'], 200, 'GET', `${plan}/activities`);
    const created = await gated(['MyMapActivities'], 201, 'POST', `${plan}/activities`, body);
    const id = created.json<{ id: string }>().id;
    const again = { ...body, harvestVolume: 130 };
    await gated(['MyMapActivities'], 200, 'PUT', `${plan}/activities/${id}`, again);
    await gated(['MyMapActivities'], 204, 'DELETE', `${plan}/activities/${id}`);
  });

  it('compartment edit and comment: MyMapCompartmentEdit, MyMapCompartmentComment', async () => {
    const edit = compartmentEdit;
    await gated(['MyMapCompartmentEdit'], 200, 'PUT', compartment, edit);
    off = ['MyMapCompartmentComment'];
    expect((await call('PUT', compartment, edit)).statusCode).toBe(200);
    const comment = { comment: 'Gallra efter vintern.' };
    await gated(['MyMapCompartmentComment'], 200, 'PUT', `${compartment}/comment`, comment);
  });

  it('notes: reading without MapNotes, every write needs it', async () => {
    off = ['MapNotes'];
    expect((await call('GET', '/notes')).statusCode).toBe(200);
    const note = windthrowNote;
    const image = { contentType: 'image/png', data: testPng().toString('base64') };
    await gated(['MapNotes'], 201, 'POST', '/note-images', image);
    const created = await gated(['MapNotes'], 201, 'POST', '/notes', note);
    const id = created.json<{ id: string }>().id;
    await gated(['MapNotes'], 200, 'PUT', `/notes/${id}`, { ...note, numberOfTrees: 41 });
    const done = { executedBy: '', executedDate: '2026-11-20' };
    await gated(['MapNotes'], 200, 'POST', `/notes/${id}/done`, done);
    await gated(['MapNotes'], 204, 'DELETE', `/notes/${id}`);
  });

  it('manage plan: the pdf, projection and report calculation with their own flags', async () => {
    await gated(['MyMapManagePlan'], 200, 'GET', `${plan}/pdf`);
    const started = await gated(
      ['MyMapManagePlan', 'MyMapProjection'],
      202,
      'POST',
      `${plan}/projection`,
    );
    const id = started.json<{ id: string }>().id;
    await gated(
      ['MyMapManagePlan', 'MyMapReportCalculation'],
      202,
      'POST',
      `${plan}/report-calculation`,
    );
    // The list serves both: open while either is on, refused with both off.
    off = ['MyMapProjection'];
    expect((await call('GET', `${plan}/calculations`)).statusCode).toBe(200);
    expect((await call('GET', `${plan}/calculations/${id}`)).statusCode).toBe(200);
    off = ['MyMapProjection', 'MyMapReportCalculation'];
    expect((await call('GET', `${plan}/calculations`)).statusCode).toBe(403);
    await gated(['MyMapManagePlan'], 200, 'GET', `${plan}/calculations/${id}`);
  });
});
