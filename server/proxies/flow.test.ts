// @module-tag engine: every test here can depend on the database engine (vitest.config.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadContentFixtures } from '../content/fixtures.ts';
import { profileRoutes } from '../session-profile/routes.ts';
import { activeProxy } from '../api/auth.ts';
import { demoIds } from '../db/seed.ts';
import { members, proxies } from '../db/schema.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { proxyTickets } from './schema.ts';
import { signOrders } from '../signing/schema.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { registerTestSigning } from '../signing/testing.ts';
import { proxyRoutes } from './routes.ts';
import { annaNumber, createBody, personalNumber, proxyCalls } from './testing.ts';

const bertilNumber = '196211034563';
const day = 86_400_000;

describe('proxies: signing, registration, replacing and ending', () => {
  let t: ApiTestApp;
  let api: ReturnType<typeof proxyCalls>;
  beforeAll(async () => {
    const content = await loadContentFixtures(path.resolve('content-fixtures'));
    t = await apiTestApp(async (app, database) => {
      const { signing } = await registerTestSigning(app, database.db);
      await app.register(proxyRoutes, { db: database.db, signing });
      await app.register(profileRoutes, { db: database.db, content: () => content });
    });
    api = proxyCalls(t);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const row = async (id: string) =>
    (await db().select().from(proxies).where(eq(proxies.id, id)))[0]!;

  /** Anna creates a proxy and signs it with her own number; returns the signed proxy. */
  async function annaGivesAndSigns(receiver: string, overrides: Record<string, unknown> = {}) {
    const created = await api.create('anna', createBody(receiver, overrides));
    expect(created.statusCode).toBe(201);
    const signed = await api.sign('anna', created.json().id, annaNumber);
    expect(signed.statusCode).toBe(200);
    return signed.json();
  }

  it('Anna gives David (a member) a proxy: after her signature it is active at once', async () => {
    const created = await api.create(
      'anna',
      createBody('198812243213', { receiverEmail: 'david.ek@example.se' }),
    );
    const id = created.json().id as string;
    expect(await activeProxy(db(), demoIds.anna, demoIds.david)).toBeNull();

    const wrong = await api.sign('anna', id, bertilNumber);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      personalNumber: 'Personnumret stämmer inte med ditt. Signera med ditt eget personnummer.',
    });
    const invalid = await api.sign('anna', id, '123');
    expect(invalid.json().errors).toEqual({
      personalNumber: 'Ange ett giltigt personnummer med 12 siffror (ÅÅÅÅMMDDNNNN).',
    });
    expect((await row(id)).status).toBe('sentForSigning');

    const signed = await api.sign('anna', id, '19500101-1237');
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      status: 'active',
      receiver: { memberId: demoIds.david, name: 'David Ek' },
      registrationTicketId: null,
    });
    expect(signed.json().signedAt).not.toBeNull();
    // David can now act for Anna, with the roles of the right she gave.
    expect((await activeProxy(db(), demoIds.anna, demoIds.david))?.roles).toEqual([
      'Service_TimberManager_Agreements_Read',
      'Service_TimberManager_Agreements_Write',
    ]);

    const again = await api.sign('anna', id, annaNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      type: 'proxyNotSignable',
      title: 'Fullmakten kan inte signeras. Den är redan signerad eller avslutad.',
    });
  });

  it('refuses Eva, impersonating Anna, to sign Anna’s proxy even with Anna’s number', async () => {
    const created = await api.create('anna', createBody(personalNumber('19550505', '123')));
    const id = created.json().id as string;
    const imp = await startImpersonation(db());
    const eva = {
      authorization: `Bearer ${await t.tokenFor(demoIds.anna, { idp: 'staff', imp: imp.id })}`,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/proxies/${id}/sign`,
      headers: eva,
      payload: { personalNumber: annaNumber },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      type: 'signingImpersonationNotAllowed',
      title: 'Du kan inte skriva under åt medlemmen när du är inloggad som personal.',
    });
    expect(await db().select().from(signOrders).where(eq(signOrders.subjectId, id))).toEqual([]);
    expect((await row(id)).status).toBe('sentForSigning');

    // Anna herself signs it; the order keeps what she read and the hash of the terms.
    const started = await api.startSigning('anna', id);
    expect(started.statusCode).toBe(201);
    const [order] = await db().select().from(signOrders).where(eq(signOrders.subjectId, id));
    expect(order).toMatchObject({
      kind: 'proxy',
      signerMemberId: demoIds.anna,
      actingForMemberId: demoIds.anna,
      status: 'pending',
    });
    expect(order!.userVisibleData).toBe(
      'Jag, Anna Skog, ger 195505051234 fullmakt att signera skogsavtal för min räkning.\n' +
        'Fullmakten gäller tills vidare.',
    );
    expect((await api.sign('anna', id, annaNumber)).json().status).toBe('pendingCreationOfParty');
    const orders = await db().select().from(signOrders).where(eq(signOrders.subjectId, id));
    expect(orders.map((o) => o.status).sort()).toEqual(['cancelled', 'complete']);
  });

  it('Anna gives Karin (no member) a proxy; Karin registers through the link; Anna ends it', async () => {
    const karin = '194006153334';
    const signed = await annaGivesAndSigns(karin, {
      receiverEmail: 'karin.bjork@example.se',
      rights: ['signForestAgreements', 'chooseLiquidityRecipient'],
    });
    expect(signed.status).toBe('pendingCreationOfParty');
    const ticketId = signed.registrationTicketId as string;
    expect(ticketId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [ticket] = await db().select().from(proxyTickets).where(eq(proxyTickets.id, ticketId));
    const daysLeft = (ticket!.expiresAt.getTime() - Date.now()) / day;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThanOrEqual(30);
    // Only the giver sees the link.
    expect((await api.list('anna')).json().given[0].registrationTicketId).toBe(ticketId);

    // The receiver, not signed in, sees who gives what and until when; nothing more.
    const view = await api.external(ticketId);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      giverName: 'Anna Skog',
      rights: ['signForestAgreements', 'chooseLiquidityRecipient'],
      validTo: null,
    });

    const someoneElse = await api.complete(ticketId, { personalNumber: bertilNumber, name: 'X' });
    expect(someoneElse.statusCode).toBe(400);
    expect(someoneElse.json().errors).toEqual({
      personalNumber: 'Personnumret stämmer inte med den som fullmakten gäller.',
    });
    const noName = await api.complete(ticketId, { personalNumber: karin, name: '  ' });
    expect(noName.json().errors).toEqual({ name: 'Ange ditt namn.' });
    const longName = await api.complete(ticketId, { personalNumber: karin, name: 'K'.repeat(201) });
    expect(longName.json().errors).toEqual({ name: 'Namnet får vara högst 200 tecken.' });
    expect((await row(signed.id)).status).toBe('pendingCreationOfParty');

    const numbers = (await db().select({ no: members.customerNo }).from(members)).map((m) =>
      Number(m.no),
    );
    const done = await api.complete(ticketId, { personalNumber: karin, name: 'Karin Björk' });
    expect(done.statusCode).toBe(200);
    expect(done.json().giverName).toBe('Anna Skog');

    const [member] = await db().select().from(members).where(eq(members.personalNumber, karin));
    expect(member).toMatchObject({
      name: 'Karin Björk',
      customerNo: String(Math.max(...numbers) + 1),
      email: 'karin.bjork@example.se',
      mobileCountryCode: '+46',
      mobilePhone: '701234567',
      roles: [],
      isExplicitMember: false,
    });
    expect(await row(signed.id)).toMatchObject({ status: 'active', receiverMemberId: member!.id });
    expect((await activeProxy(db(), demoIds.anna, member!.id))?.roles).toEqual([
      'Service_TimberManager_Agreements_Read',
      'Service_TimberManager_Agreements_Write',
    ]);

    // The link works once.
    for (const res of [
      await api.external(ticketId),
      await api.complete(ticketId, { personalNumber: karin, name: 'Karin Björk' }),
    ]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({
        type: 'proxyTicketUsed',
        title: 'Länken har redan använts.',
      });
    }

    // Karin signs in: the proxy is in her profile, and she can act for Anna with its roles.
    const karins = { authorization: `Bearer ${await t.tokenFor(member!.id)}` };
    const profile = async () =>
      (await t.app.inject({ url: '/api/v2/memberProfiles/me', headers: karins })).json();
    expect((await profile()).proxies).toEqual([
      expect.objectContaining({ giverContactId: demoIds.anna, giverContactName: 'Anna Skog' }),
    ]);
    const asAnna = await t.app.inject({
      url: '/api/v2/memberProfiles/current',
      headers: { ...karins, 'x-user-id': demoIds.anna },
    });
    expect(asAnna.json()).toMatchObject({ name: 'Anna Skog', roles: signed.roles });

    // Anna ends it: inactive, and Karin can no longer act for her.
    const ended = await api.terminate('anna', signed.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().status).toBe('inactive');
    expect(ended.json().endedAt).not.toBeNull();
    expect(await activeProxy(db(), demoIds.anna, member!.id)).toBeNull();
    expect((await profile()).proxies).toEqual([]);
    const twice = await api.terminate('anna', signed.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      type: 'proxyAlreadyEnded',
      title: 'Fullmakten är redan avslutad.',
    });
  });

  it('tells the receiver when a link is unknown, expired or withdrawn', async () => {
    for (const unknown of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'not a ticket!']) {
      const res = await api.external(encodeURIComponent(unknown));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        type: 'proxyTicketNotFound',
        title: 'Länken finns inte.',
      });
    }

    const expired = await annaGivesAndSigns(personalNumber('19700202', '567'));
    await db()
      .update(proxyTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(proxyTickets.id, expired.registrationTicketId));
    for (const res of [
      await api.external(expired.registrationTicketId),
      await api.complete(expired.registrationTicketId, {
        personalNumber: personalNumber('19700202', '567'),
        name: 'Sen Mottagare',
      }),
    ]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({
        type: 'proxyTicketExpired',
        title: 'Länken har gått ut.',
      });
    }
    expect((await row(expired.id)).status).toBe('pendingCreationOfParty');

    // Anna withdraws a proxy still waiting for its receiver: cancelled, and the link says so.
    const withdrawn = await annaGivesAndSigns(personalNumber('19700202', '678'));
    const ended = await api.terminate('anna', withdrawn.id);
    expect(ended.json().status).toBe('cancelled');
    const res = await api.external(withdrawn.registrationTicketId);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      type: 'proxyTicketWithdrawn',
      title: 'Fullmakten har dragits tillbaka av den som gav den.',
    });
  });

  it('links a receiver who became a member meanwhile, without a second member row', async () => {
    const number = personalNumber('19810303', '789');
    const signed = await annaGivesAndSigns(number);
    const [lena] = await db()
      .insert(members)
      .values({ customerNo: 'L-1', personalNumber: number, name: 'Lena Lind', roles: [] })
      .returning();
    const done = await api.complete(signed.registrationTicketId, {
      personalNumber: number,
      name: 'Annat Namn',
    });
    expect(done.statusCode).toBe(200);
    expect(await db().select().from(members).where(eq(members.personalNumber, number))).toEqual([
      lena,
    ]);
    expect(await row(signed.id)).toMatchObject({
      status: 'active',
      receiverMemberId: lena!.id,
      receiverName: 'Lena Lind',
    });
  });

  it('Bertil replaces his proxy to Anna: the old one holds until the new one is signed', async () => {
    const oldId = demoIds.proxyBertilToAnna;
    const body = {
      receiverEmail: 'anna.skog@example.se',
      receiverPhoneCountryCode: '+46',
      receiverPhone: '701234567',
      rights: ['signForestAgreements', 'chooseLiquidityRecipient'],
      validTo: '',
    };
    const invalid = await api.replace('bertil', oldId, { ...body, rights: [] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ rights: 'Välj minst en behörighet.' });

    const replaced = await api.replace('bertil', oldId, body);
    expect(replaced.statusCode).toBe(201);
    const next = replaced.json();
    expect(next).toMatchObject({
      status: 'sentForSigning',
      replacesProxyId: oldId,
      receiver: { nationalId: annaNumber, email: 'anna.skog@example.se' },
    });
    // Not signed yet: Anna still acts for Bertil under the old proxy.
    expect((await activeProxy(db(), demoIds.bertil, demoIds.anna))?.id).toBe(oldId);
    expect((await row(oldId)).status).toBe('active');

    const signed = await api.sign('bertil', next.id, bertilNumber);
    expect(signed.json().status).toBe('active');
    expect(await row(oldId)).toMatchObject({ status: 'cancelled' });
    expect((await row(oldId)).endedAt).not.toBeNull();
    const now = await activeProxy(db(), demoIds.bertil, demoIds.anna);
    expect(now?.id).toBe(next.id);
    // The liquidity right never gives a finance role (issue 28).
    expect(now?.roles).not.toContain('Service_Finance_Write');

    const ofCancelled = await api.replace('bertil', oldId, body);
    expect(ofCancelled.statusCode).toBe(409);
    expect(ofCancelled.json()).toMatchObject({
      type: 'proxyNotReplaceable',
      title: 'Fullmakten kan inte ersättas eftersom den är avslutad.',
    });
  });

  it('does not let a replacement signed after its original was ended bring it back', async () => {
    const original = await annaGivesAndSigns(personalNumber('19620404', '890'));
    const replacement = await api.replace('anna', original.id, {
      receiverEmail: 'ny@example.se',
      receiverPhoneCountryCode: '+358',
      receiverPhone: '401234567',
      rights: ['signForestAgreements'],
      validTo: '',
    });
    expect(replacement.json().receiver).toMatchObject({
      phoneCountryCode: '+358',
      phone: '401234567',
    });
    await api.terminate('anna', original.id);
    const signed = await api.sign('anna', replacement.json().id, annaNumber);
    expect(signed.statusCode).toBe(409);
    expect(signed.json().type).toBe('proxyNotReplaceable');
    expect((await row(replacement.json().id)).status).toBe('sentForSigning');
    expect((await row(original.id)).status).toBe('cancelled');
  });
});
