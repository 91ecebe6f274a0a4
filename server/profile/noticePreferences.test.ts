import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeSettingsSchema } from '../../shared/contracts/profile/notices.ts';
import { demoIds } from '../db/seed.ts';
import type { ApiTestApp } from '../testing/apiApp.ts';
import { profileTestApp } from './testing.ts';
import { readNoticePreferences, turnNoticeOff } from './noticePreferences.ts';

const url = '/api/v1/memberProfiles/current/notices';

describe('notice preferences (issue 33)', () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await profileTestApp();
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'PUT', body?: object, who: 'anna' | 'bertil' = 'anna') =>
    t.app.inject({
      method,
      url,
      headers: await t.as(who),
      ...(body ? { payload: body } : {}),
    });

  it('gives the defaults until the member chooses: e-mail for every kind, no SMS', async () => {
    const response = await call('GET');
    expect(response.statusCode).toBe(200);
    const body = noticeSettingsSchema.parse(response.json());
    expect(body).toEqual({
      preferences: {
        deadlines: ['email'],
        money: ['email'],
        deliveries: ['email'],
        workOrders: ['email'],
      },
      hasEmail: true,
      hasMobile: true,
    });
  });

  it('saves every kind and channel as chosen and answers them; others keep theirs', async () => {
    const chosen = { deadlines: ['email', 'sms'], money: [], deliveries: ['sms'], workOrders: [] };
    const saved = await call('PUT', chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toEqual(chosen);
    expect((await call('GET')).json().preferences).toEqual(chosen);
    expect((await call('GET', undefined, 'bertil')).json().preferences.money).toEqual(['email']);
  });

  it('refuses what the shared schema refuses, with the field', async () => {
    const response = await call('PUT', { deadlines: ['fax'], money: [], deliveries: [] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['deadlines.0', 'workOrders']),
    );
  });

  it('turns one kind off on one channel (the unsubscribe link)', async () => {
    await turnNoticeOff(t.database.db, demoIds.bertil, 'workOrders', 'email');
    expect(await readNoticePreferences(t.database.db, demoIds.bertil)).toMatchObject({
      workOrders: [],
      deadlines: ['email'],
    });
  });
});
