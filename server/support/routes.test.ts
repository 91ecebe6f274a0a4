import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { withProxyChanged } from '../testing/proxyRoles.ts';
import { demoIds } from '../db/seed.ts';
import { members } from '../db/schema.ts';
import { supportMessages } from './schema.ts';
import { platformProblems, problemContentType } from '../../shared/contracts/problem.ts';
import {
  supportMessageMaxLength,
  supportMessages as texts,
  type SupportMessageRequest,
} from '../../shared/contracts/support.ts';
import { supportRoutes } from './routes.ts';

const url = '/api/v1/support/messages';

/** David's question about a settlement, as the form sends it. */
const davidsMessage: SupportMessageRequest = {
  purpose: 'timberTrade',
  contactPreference: 'phone',
  email: 'david.ek@example.se',
  countryCode: '+46',
  phone: '701234567',
  message: 'Hej! Jag hittar inte avräkningen för gallringen i oktober. Kan ni ringa mig?',
};

describe('support messages', () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      await app.register(supportRoutes, { db: database.db });
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(supportMessages);
  });

  const send = async (
    who: 'anna' | 'bertil' | 'david' | null,
    payload: unknown,
    actingFor?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: who ? await t.as(who, actingFor) : {},
      payload: payload as Record<string, unknown>,
    });
  const stored = () => t.database.db.select().from(supportMessages);

  it("stores David's message for him and answers 201 with its id and time", async () => {
    const before = Date.now();
    const response = await send('david', davidsMessage);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; createdAt: string }>();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id']);
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      memberId: demoIds.david,
      sentByMemberId: demoIds.david,
      purpose: 'timberTrade',
      contactPreference: 'phone',
      email: 'david.ek@example.se',
      phone: '+46 701234567',
      message: davidsMessage.message,
    });
  });

  it('accepts a message of exactly 8000 characters and ignores fields it does not know', async () => {
    const response = await send('anna', {
      ...davidsMessage,
      email: 'anna.skog@example.se',
      message: 'å'.repeat(supportMessageMaxLength),
      memberId: demoIds.david,
    });
    expect(response.statusCode).toBe(201);
    const rows = await stored();
    expect(rows.map((r) => [r.memberId, r.message.length])).toEqual([
      [demoIds.anna, supportMessageMaxLength],
    ]);
  });

  describe('refuses a broken rule with 400 and its Swedish message, storing nothing', () => {
    const cases: [string, Partial<Record<keyof SupportMessageRequest, unknown>>, string, string][] =
      [
        ['an empty message', { message: '' }, 'message', texts.messageRequired],
        ['a message of only spaces', { message: '  \n ' }, 'message', texts.messageRequired],
        [
          'a message of 8001 characters',
          { message: 'x'.repeat(supportMessageMaxLength + 1) },
          'message',
          'Meddelandet får vara högst 8000 tecken.',
        ],
        [
          'an e-mail without a domain',
          { email: 'david.ek@' },
          'email',
          'Ange en giltig e-postadress',
        ],
        ['an empty e-mail', { email: '' }, 'email', 'Ange en giltig e-postadress'],
        [
          'a phone with a leading zero',
          { phone: '0701234567' },
          'phone',
          'Ange med 7-10 siffror, utan en inledande nolla.',
        ],
        [
          'a phone of 6 digits',
          { phone: '701234' },
          'phone',
          'Ange med 7-10 siffror, utan en inledande nolla.',
        ],
        [
          'a phone of 11 digits',
          { phone: '70123456789' },
          'phone',
          'Ange med 7-10 siffror, utan en inledande nolla.',
        ],
        [
          'a phone with letters',
          { phone: '70123abc' },
          'phone',
          'Ange med 7-10 siffror, utan en inledande nolla.',
        ],
        ['a country code without +', { countryCode: '46' }, 'countryCode', texts.countryCode],
        ['a country code of 5 digits', { countryCode: '+46123' }, 'countryCode', texts.countryCode],
        ['no purpose', { purpose: '' }, 'purpose', 'Välj vad ditt ärende gäller.'],
        ['an unknown purpose', { purpose: 'lottery' }, 'purpose', 'Välj vad ditt ärende gäller.'],
        [
          'no contact preference',
          { contactPreference: undefined },
          'contactPreference',
          'Välj hur du vill att vi kontaktar dig.',
        ],
        [
          'fax as contact preference',
          { contactPreference: 'fax' },
          'contactPreference',
          'Välj hur du vill att vi kontaktar dig.',
        ],
      ];
    for (const [what, change, field, message] of cases) {
      it(what, async () => {
        const response = await send('david', { ...davidsMessage, ...change });
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toContain(problemContentType);
        expect(response.json()).toEqual({
          type: 'validation',
          title: platformProblems.validation.title,
          status: 400,
          errors: { [field]: message },
        });
        expect(await stored()).toEqual([]);
      });
    }
  });

  it('names every field of an empty form', async () => {
    const response = await send('david', undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      purpose: texts.purpose,
      contactPreference: texts.contactPreference,
      email: texts.email,
      countryCode: texts.countryCode,
      phone: texts.phone,
      message: texts.messageRequired,
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a member without both support roles with 403, storing nothing', async () => {
    const [david] = await t.database.db
      .select({ roles: members.roles })
      .from(members)
      .where(eq(members.id, demoIds.david));
    const readOnly = david!.roles.filter((role) => role !== 'Service_Support_Write');
    await t.database.db
      .update(members)
      .set({ roles: readOnly })
      .where(eq(members.id, demoIds.david));
    try {
      const response = await send('david', davidsMessage);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        type: 'forbidden',
        title: 'Du har inte rättighet att utföra denna åtgärd.',
      });
      expect(await stored()).toEqual([]);
    } finally {
      await t.database.db
        .update(members)
        .set({ roles: david!.roles })
        .where(eq(members.id, demoIds.david));
    }
  });

  it('refuses Anna acting for Bertil (his proxy gives no support roles) with 403, even with a broken form', async () => {
    for (const payload of [davidsMessage, { message: '' }]) {
      const response = await send('anna', payload, demoIds.bertil);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ type: 'forbidden' });
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses David acting for Anna, who gave him no proxy, storing nothing', async () => {
    const response = await send('david', davidsMessage, demoIds.anna);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ type: 'proxyNotAllowed' });
    expect(await stored()).toEqual([]);
  });

  it('lands on the member acted for when the proxy allows support', async () => {
    // A proxy with the support roles: the message concerns Bertil, sent by Anna.
    await withProxyChanged(
      t.database.db,
      () => ({ roles: ['Service_Support_Read', 'Service_Support_Write'] }),
      async () => {
        const response = await send(
          'anna',
          { ...davidsMessage, email: 'anna.skog@example.se' },
          demoIds.bertil,
        );
        expect(response.statusCode).toBe(201);
        const rows = await stored();
        expect(rows.map((r) => [r.memberId, r.sentByMemberId])).toEqual([
          [demoIds.bertil, demoIds.anna],
        ]);
      },
    );
  });

  it('refuses a caller who is not signed in with 401', async () => {
    const response = await send(null, davidsMessage);
    expect(response.statusCode).toBe(401);
    expect(await stored()).toEqual([]);
  });
});
