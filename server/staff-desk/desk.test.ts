import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, demoPassword } from '../db/seed.ts';
import { impersonations, members, staffUsers } from '../db/schema.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { addressChangeRequests } from '../profile/schema.ts';
import { hashPassword } from '../identity/passwords.ts';
import { addressChangeReview } from '../profile/addressReview.ts';
import { fileAddressChange, readContactDetails } from '../profile/contactDetails.ts';
import { davidsAddressChangeId } from '../profile/seed.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { changeContentRoles } from './contentRoles.ts';
import { deskMessages, staffDeskRoutes } from './routes.ts';
import { contentRoleAudit, staffSessions, staffTaskAudit, staffTasks } from './schema.ts';
import { serverAreas } from '../areas.ts';
import { staffTaskKindsOf } from './registry.ts';
import { handleMessages, handleStaffTask, openStaffTask } from './tasks.ts';

const config = {
  publicUrl: 'http://portal.test',
  fastDemoHashes: true,
  product: { name: 'Granskog', slug: 'granskog' },
};
const eva = { email: 'eva.radgivare@granskog.example.se', password: demoPassword };
const fredrikId = '00000000-0000-4000-8000-0000000000f2';

const cookieOf = (setCookie: string | string[] | undefined, name: string) => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith(`${name}=`));
};
const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('staff desk', () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      await app.register(staffDeskRoutes, {
        db: database.db,
        config,
        kinds: staffTaskKindsOf(serverAreas),
      });
    });
    await t.database.db.insert(staffUsers).values({
      id: fredrikId,
      email: 'fredrik.handlaggare@granskog.example.se',
      name: 'Fredrik Handläggare',
      passwordHash: await hashPassword(demoPassword, { N: 2 ** 10, r: 8, p: 1 }),
    });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  /** POSTs a desk form as the browser sends it (url-encoded) with the cookie it holds. */
  const postForm = (url: string, cookie: string, fields: Record<string, string>, app = t.app) =>
    app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(fields),
    });
  /** Presses a task's action on its page, with the form's token and a note. */
  const pressAction = (
    taskId: string,
    cookie: string,
    csrf: string,
    action: string,
    note: string,
  ) => postForm(`/personal/uppgifter/${taskId}`, cookie, { csrf, action, note });

  /** GET the sign-in form, then POST it with its token; returns the answer. */
  async function postLogin(email: string, password: string) {
    const shown = await t.app.inject({ method: 'GET', url: '/personal/logga-in' });
    const loginCookie = cookieOf(shown.headers['set-cookie'], 'desk_login')!.split(';')[0]!;
    return postForm('/personal/logga-in', loginCookie, {
      csrf: csrfIn(shown.body),
      email,
      password,
    });
  }

  /** Signs in; returns the session cookie ("desk_session=...") and the forms' token. */
  async function signIn(who = eva) {
    const response = await postLogin(who.email, who.password);
    expect(response.statusCode).toBe(303);
    const cookie = cookieOf(response.headers['set-cookie'], 'desk_session')!.split(';')[0]!;
    const home = await t.app.inject({ method: 'GET', url: '/personal/', headers: { cookie } });
    expect(home.statusCode).toBe(200);
    return { cookie, csrf: csrfIn(home.body) };
  }

  /** A task's audit rows. */
  const auditOf = (taskId: string) =>
    db().select().from(staffTaskAudit).where(eq(staffTaskAudit.taskId, taskId));
  /** An address change request's row. */
  const requestOf = async (id: string) =>
    (await db().select().from(addressChangeRequests).where(eq(addressChangeRequests.id, id)))[0];

  const openTaskOf = async (subjectId: string) => {
    const [task] = await db()
      .select()
      .from(staffTasks)
      .where(and(eq(staffTasks.subjectId, subjectId), eq(staffTasks.kind, 'addressChangeReview')));
    return task!;
  };

  /** A new address change for the member, filed the way the profile API files it. */
  const fileChange = (memberId: string, address1: string) =>
    db().transaction((tx) =>
      fileAddressChange(tx, memberId, memberId, {
        co: null,
        address1,
        address2: null,
        country: 'SE',
        postalCode: '57391',
        city: 'Tranås',
      }),
    );

  describe('signing in', () => {
    it('signs Eva in with a database session in an HttpOnly, SameSite=Strict cookie', async () => {
      const response = await postLogin(eva.email, eva.password);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/personal/');
      const cookie = cookieOf(response.headers['set-cookie'], 'desk_session')!;
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/personal');
      expect(cookie).toContain(`Max-Age=${8 * 60 * 60}`);
      expect(cookie).not.toContain('Secure');
      const token = cookie.split(';')[0]!.split('=')[1]!;
      const rows = await db()
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.staffUserId, demoIds.eva));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => r.tokenHash === token)).toBe(false); // only the hash is kept
      const expires = rows.at(-1)!.expiresAt.getTime() - Date.now();
      expect(expires).toBeGreaterThan(7.9 * 3600_000);
      expect(expires).toBeLessThanOrEqual(8 * 3600_000);
    });

    it('sends a strict CSP and no-store with every page', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/personal/logga-in' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<html lang="sv">');
      expect(page.body).toContain('<label for="email">E-postadress</label>');
      expect(page.body).not.toContain('<script');
    });

    it('refuses a wrong password with one message and no session', async () => {
      const response = await postLogin(eva.email, 'Fel-lösenord-1');
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(deskMessages.wrongCredentials);
      expect(response.body).toContain('aria-describedby="form-error"');
      expect(cookieOf(response.headers['set-cookie'], 'desk_session')).toBeUndefined();
    });

    it("uses the identity's rate limit: the sixth failure for an e-mail is throttled", async () => {
      for (let i = 0; i < 5; i++) {
        expect((await postLogin('okand@granskog.example.se', 'fel')).statusCode).toBe(401);
      }
      const sixth = await postLogin('okand@granskog.example.se', 'fel');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.body).toContain(deskMessages.throttled);
    });

    it('refuses a sign-in form without its token (login CSRF)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/personal/logga-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ csrf: 'made-up', email: eva.email, password: eva.password }),
      });
      expect(response.statusCode).toBe(403);
      expect(cookieOf(response.headers['set-cookie'], 'desk_session')).toBeUndefined();
    });

    it('marks the cookie Secure (and __Secure-) when the public URL is https', async () => {
      const app = Fastify();
      await app.register(staffDeskRoutes, {
        db: db(),
        config: { ...config, publicUrl: 'https://portal.test' },
        kinds: staffTaskKindsOf(serverAreas),
      });
      const shown = await app.inject({ method: 'GET', url: '/personal/logga-in' });
      const loginCookie = cookieOf(shown.headers['set-cookie'], '__Secure-desk_login')!;
      expect(loginCookie).toContain('Secure');
      const response = await postForm(
        '/personal/logga-in',
        loginCookie.split(';')[0]!,
        { csrf: csrfIn(shown.body), ...eva },
        app,
      );
      expect(response.statusCode).toBe(303);
      const session = cookieOf(response.headers['set-cookie'], '__Secure-desk_session')!;
      expect(session).toContain('; Secure');
      await app.close();
    });
  });

  describe('who may enter', () => {
    it('sends anyone without a desk session to the sign-in page', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/personal/' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/personal/logga-in');
    });

    it("a member's password does not open the desk (staff users only)", async () => {
      const response = await postLogin('david.ek@example.se', demoPassword);
      expect(response.statusCode).toBe(401);
      expect(cookieOf(response.headers['set-cookie'], 'desk_session')).toBeUndefined();
    });

    it("a member's token, even an impersonation's, never opens the desk", async () => {
      for (const headers of [
        await t.as('anna'),
        {
          authorization: `Bearer ${await t.tokenFor(demoIds.david, { idp: 'staff', imp: crypto.randomUUID(), imp_by: demoIds.eva })}`,
        },
      ]) {
        const list = await t.app.inject({ method: 'GET', url: '/personal/', headers });
        expect(list.statusCode).toBe(303);
        expect(list.headers.location).toBe('/personal/logga-in');
        const task = await openTaskOf(davidsAddressChangeId);
        const act = await t.app.inject({
          method: 'POST',
          url: `/personal/uppgifter/${task.id}`,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: form({ action: 'approve', note: '' }),
        });
        expect(act.statusCode).toBe(303);
        expect((await openTaskOf(davidsAddressChangeId)).status).toBe('open');
      }
    });

    it('refuses staff while they impersonate a member, until they end it', async () => {
      const { cookie } = await signIn();
      const running = await startImpersonation(db(), {
        memberId: demoIds.bertil,
        expiresInMs: 600_000,
      });
      const refused = await t.app.inject({ method: 'GET', url: '/personal/', headers: { cookie } });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('Du företräder en medlem');
      expect(refused.body).toContain('Bertil Gran');
      const task = await openTaskOf(davidsAddressChangeId);
      const act = await pressAction(task.id, cookie, csrfIn(refused.body), 'approve', '');
      expect(act.statusCode).toBe(403);
      expect((await openTaskOf(davidsAddressChangeId)).status).toBe('open');

      // Without the form's token the impersonation keeps running.
      const forged = await postForm('/personal/avsluta-foretradande', cookie, { csrf: 'x' });
      expect(forged.statusCode).toBe(403);
      const ended = await postForm('/personal/avsluta-foretradande', cookie, {
        csrf: csrfIn(refused.body),
      });
      expect(ended.statusCode).toBe(303);
      const [row] = await db()
        .select()
        .from(impersonations)
        .where(eq(impersonations.id, running.id));
      expect(row!.endedAt).not.toBeNull();
      const list = await t.app.inject({ method: 'GET', url: '/personal/', headers: { cookie } });
      expect(list.statusCode).toBe(200);
    });

    it('ends the session at sign-out (CSRF-checked) and after 8 hours', async () => {
      const { cookie, csrf } = await signIn();
      const forged = await postForm('/personal/logga-ut', cookie, { csrf: 'x' });
      expect(forged.statusCode).toBe(403);
      const out = await postForm('/personal/logga-ut', cookie, { csrf });
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/personal/logga-in?utloggad=1');
      const after = await t.app.inject({ method: 'GET', url: '/personal/', headers: { cookie } });
      expect(after.headers.location).toBe('/personal/logga-in');

      const second = await signIn();
      await db()
        .update(staffSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffSessions.staffUserId, demoIds.eva));
      const expired = await t.app.inject({
        method: 'GET',
        url: '/personal/',
        headers: { cookie: second.cookie },
      });
      expect(expired.statusCode).toBe(303);
    });
  });

  describe("David's address change", () => {
    it("lists David's task with his name and customer number", async () => {
      const { cookie } = await signIn();
      const task = await openTaskOf(davidsAddressChangeId);
      const list = await t.app.inject({ method: 'GET', url: '/personal/', headers: { cookie } });
      expect(list.body).toContain('<h1 id="tasks-heading">Öppna uppgifter</h1>');
      expect(list.body).toContain(`href="/personal/uppgifter/${task.id}"`);
      expect(list.body).toMatch(/Adressändring<span class="visually-hidden"> för David Ek/);
      expect(list.body).toContain('<td>100004</td>');
      expect(list.body).toContain('Inloggad som Eva Rådgivare');
    });

    it('shows the new and the current address, the actions and the trail', async () => {
      const { cookie } = await signIn();
      const task = await openTaskOf(davidsAddressChangeId);
      const page = await t.app.inject({
        method: 'GET',
        url: `/personal/uppgifter/${task.id}`,
        headers: { cookie },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Adressändring: David Ek</h1>');
      expect(page.body).toContain(
        '<dt>Ny adress</dt><dd>Ekvägen 4<br>352 46 Växjö<br>Sverige</dd>',
      );
      expect(page.body).toContain('<dt>Nuvarande adress</dt><dd>Ingen adress registrerad</dd>');
      expect(page.body).toContain('value="approve">Godkänn</button>');
      expect(page.body).toContain('value="reject">Avslå</button>');
      expect(page.body).toContain('<label for="note">Anteckning</label>');
      expect(page.body).toMatch(/<td>Portalen<\/td><td>Skapad<\/td>/);
    });

    it('requires the form token for an action', async () => {
      const { cookie } = await signIn();
      const other = await signIn({
        email: 'fredrik.handlaggare@granskog.example.se',
        password: demoPassword,
      });
      const task = await openTaskOf(davidsAddressChangeId);
      for (const csrf of ['', 'made-up', other.csrf]) {
        const response = await pressAction(task.id, cookie, csrf, 'approve', '');
        expect(response.statusCode).toBe(403);
        expect(response.body).toContain(deskMessages.formExpired);
      }
      expect((await openTaskOf(davidsAddressChangeId)).status).toBe('open');
    });

    it('refuses to reject without a note and keeps everything as it was', async () => {
      const { cookie, csrf } = await signIn();
      const task = await openTaskOf(davidsAddressChangeId);
      const response = await pressAction(task.id, cookie, csrf, 'reject', '   ');
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(
        `<p class="error" id="note-error">${handleMessages.noteRequired}</p>`,
      );
      expect(response.body).toContain(
        'aria-describedby="note-hint note-error" aria-invalid="true"',
      );
      expect((await openTaskOf(davidsAddressChangeId)).status).toBe('open');
      const request = await requestOf(davidsAddressChangeId);
      expect(request!.status).toBe('pendingReview');
    });

    it('approves: the address is applied, the request approved, the action audited', async () => {
      const { cookie, csrf } = await signIn();
      const task = await openTaskOf(davidsAddressChangeId);
      const [before] = await db().select().from(members).where(eq(members.id, demoIds.david));
      const response = await pressAction(
        task.id,
        cookie,
        csrf,
        'approve',
        'Stämmer med folkbokföringen.',
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/personal/uppgifter/${task.id}?klar=approve`);

      const [david] = await db().select().from(members).where(eq(members.id, demoIds.david));
      expect(david).toMatchObject({
        address1: 'Ekvägen 4',
        postalCode: '35246',
        city: 'Växjö',
        country: 'SE',
        profileVersion: before!.profileVersion + 1,
      });
      const details = await readContactDetails(db(), demoIds.david);
      expect(details?.address).toMatchObject({ address1: 'Ekvägen 4', city: 'Växjö' });
      expect(details?.pendingAddress).toBeNull();
      const request = await requestOf(davidsAddressChangeId);
      expect(request!.status).toBe('approved');
      const handled = await openTaskOf(davidsAddressChangeId);
      expect(handled).toMatchObject({
        status: 'done',
        handledBy: demoIds.eva,
        handledAction: 'approve',
      });
      const audit = await auditOf(task.id);
      expect(audit.map((a) => [a.action, a.staffUserId, a.note])).toEqual([
        ['opened', null, null],
        ['approve', demoIds.eva, 'Stämmer med folkbokföringen.'],
      ]);

      const page = await t.app.inject({
        method: 'GET',
        url: response.headers.location as string,
        headers: { cookie },
      });
      expect(page.body).toContain('Klart: ”Godkänn” är utfört.');
      expect(page.body).toContain('<dt>Status</dt><dd>Klar</dd>');
      expect(page.body).toMatch(
        /<td>Eva Rådgivare<\/td><td>Godkänn<\/td><td class="note">Stämmer med folkbokföringen.<\/td>/,
      );
      expect(page.body).not.toContain('value="approve"');
      const list = await t.app.inject({ method: 'GET', url: '/personal/', headers: { cookie } });
      expect(list.body).not.toContain(task.id);
    });

    it('handles a task once: pressing again answers that it is already handled', async () => {
      const { cookie, csrf } = await signIn();
      const task = await openTaskOf(davidsAddressChangeId);
      const again = await pressAction(task.id, cookie, csrf, 'reject', 'Fel adress.');
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain(handleMessages.alreadyHandled);
      const request = await requestOf(davidsAddressChangeId);
      expect(request!.status).toBe('approved');
      const audit = await auditOf(task.id);
      expect(audit).toHaveLength(2);
    });
  });

  describe('tasks', () => {
    const staff = (id: string, name: string) => ({ id, name, email: `${name}@example.se` });

    it(
      'opens one task per request, in the same transaction as the request',
      { tags: ['engine'] },
      async () => {
        const requestId = await fileChange(demoIds.bertil, 'Granliden 5');
        const task = await openTaskOf(requestId);
        expect(task).toMatchObject({ status: 'open', memberId: demoIds.bertil });
        expect(task.data).toMatchObject({ address1: 'Granliden 5', postalCode: '57391' });
        // Opening again (e.g. a retried seed) keeps the one open task.
        const again = await openStaffTask(db(), addressChangeReview, {
          subjectId: requestId,
          memberId: demoIds.bertil,
          data: task.data as never,
        });
        expect(again).toBe(task.id);
        const tasks = await db()
          .select()
          .from(staffTasks)
          .where(eq(staffTasks.subjectId, requestId));
        expect(tasks).toHaveLength(1);
      },
    );

    it("cancels the older change's task when the member files a newer one", async () => {
      const first = await fileChange(demoIds.cecilia, 'Box 215');
      const second = await fileChange(demoIds.cecilia, 'Box 216');
      expect(await openTaskOf(first)).toMatchObject({ status: 'cancelled', handledBy: null });
      expect(await openTaskOf(second)).toMatchObject({ status: 'open' });
      const audit = await auditOf((await openTaskOf(first)).id);
      expect(audit.map((a) => a.action)).toEqual(['opened', 'cancelled']);
    });

    it('handles a task once when two staff press at once', { tags: ['engine'] }, async () => {
      const requestId = await fileChange(demoIds.anna, 'Tallstigen 3');
      const task = await openTaskOf(requestId);
      const [a, b] = await Promise.all([
        handleStaffTask(db(), staffTaskKindsOf(serverAreas), {
          taskId: task.id,
          action: 'approve',
          staff: staff(demoIds.eva, 'Eva'),
          note: '',
        }),
        handleStaffTask(db(), staffTaskKindsOf(serverAreas), {
          taskId: task.id,
          action: 'reject',
          staff: staff(fredrikId, 'Fredrik'),
          note: 'Okänd adress.',
        }),
      ]);
      const outcomes = [a, b].map((o) => (o.ok ? 'ok' : o.reason)).sort();
      expect(outcomes).toEqual(['alreadyHandled', 'ok']);
      const audit = await auditOf(task.id);
      expect(audit.filter((row) => row.staffUserId !== null)).toHaveLength(1);
      const request = await requestOf(requestId);
      const [anna] = await db().select().from(members).where(eq(members.id, demoIds.anna));
      if (a.ok) {
        expect(request!.status).toBe('approved');
        expect(anna!.address1).toBe('Tallstigen 3');
      } else {
        expect(request!.status).toBe('rejected');
        expect(anna!.address1).toBe('Skogsvägen 12');
      }
    });

    it(
      'handles a task once when two staff press at once at the desk',
      { tags: ['engine'] },
      async () => {
        const requestId = await fileChange(demoIds.cecilia, 'Box 300');
        const task = await openTaskOf(requestId);
        const evaDesk = await signIn();
        const fredrikDesk = await signIn({
          email: 'fredrik.handlaggare@granskog.example.se',
          password: demoPassword,
        });
        const press = (desk: { cookie: string; csrf: string }, action: string) =>
          pressAction(task.id, desk.cookie, desk.csrf, action, 'Samtidigt.');
        const answers = await Promise.all([
          press(evaDesk, 'approve'),
          press(fredrikDesk, 'reject'),
        ]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 409]);
        const audit = await auditOf(task.id);
        expect(audit.map((a) => a.action).filter((a) => a !== 'opened')).toHaveLength(1);
      },
    );

    it('answers unknown desk paths and tasks with its own 404 page', async () => {
      const { cookie } = await signIn();
      for (const url of [
        '/personal/uppgifter/00000000-0000-4000-8000-000000000999',
        '/personal/uppgifter/not-an-id',
        '/personal/finns-inte',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('<h1>Hittades inte</h1>');
      }
      const bare = await t.app.inject({ method: 'GET', url: '/personal' });
      expect(bare.headers.location).toBe('/personal/');
    });

    it('rejects with the note: the old address stays, the request is rejected', async () => {
      const requestId = await fileChange(demoIds.bertil, 'Granliden 7');
      const task = await openTaskOf(requestId);
      const [before] = await db().select().from(members).where(eq(members.id, demoIds.bertil));
      const outcome = await handleStaffTask(db(), staffTaskKindsOf(serverAreas), {
        taskId: task.id,
        action: 'reject',
        staff: staff(demoIds.eva, 'Eva'),
        note: ' Adressen finns inte.\u0007 ',
      });
      expect(outcome).toEqual({ ok: true, status: 'rejected' });
      const [after] = await db().select().from(members).where(eq(members.id, demoIds.bertil));
      expect(after).toEqual(before);
      const request = await requestOf(requestId);
      expect(request!.status).toBe('rejected');
      const audit = await auditOf(task.id);
      expect(audit.at(-1)).toMatchObject({ action: 'reject', note: 'Adressen finns inte.' });
      expect(await readContactDetails(db(), demoIds.bertil)).toMatchObject({
        pendingAddress: null,
      });
    });

    it('rolls back when the handler refuses: the task stays open, nothing is audited', async () => {
      const requestId = await fileChange(demoIds.bertil, 'Granliden 9');
      const task = await openTaskOf(requestId);
      await db()
        .update(addressChangeRequests)
        .set({ status: 'withdrawn' })
        .where(eq(addressChangeRequests.id, requestId));
      const outcome = await handleStaffTask(db(), staffTaskKindsOf(serverAreas), {
        taskId: task.id,
        action: 'approve',
        staff: staff(demoIds.eva, 'Eva'),
        note: '',
      });
      expect(outcome).toMatchObject({ ok: false, reason: 'refused' });
      expect(await openTaskOf(requestId)).toMatchObject({ status: 'open', handledBy: null });
      const audit = await auditOf(task.id);
      expect(audit.map((a) => a.action)).toEqual(['opened']);
    });

    it('refuses an action the kind does not have', async () => {
      const requestId = await fileChange(demoIds.bertil, 'Granliden 11');
      const task = await openTaskOf(requestId);
      const outcome = await handleStaffTask(db(), staffTaskKindsOf(serverAreas), {
        taskId: task.id,
        action: 'toString',
        staff: staff(demoIds.eva, 'Eva'),
        note: '',
      });
      expect(outcome).toMatchObject({ ok: false, reason: 'unknownAction' });
    });
  });

  describe('roles in the content system', () => {
    const rolesOf = async (id: string) =>
      (await db().select().from(staffUsers).where(eq(staffUsers.id, id)))[0]!.contentRoles;
    const fredrik = { email: 'fredrik.handlaggare@granskog.example.se', password: demoPassword };
    const setRoles = (cookie: string, csrf: string, staffId: string, roles: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/personal/innehallsroller',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams([
          ['csrf', csrf],
          ['staffId', staffId],
          ...roles.map((role) => ['roles', role]),
        ]).toString(),
      });

    it('lets a publisher give a role, says so, and keeps who did it', async () => {
      const { cookie, csrf } = await signIn();
      const page = await t.app.inject({
        method: 'GET',
        url: '/personal/innehallsroller',
        headers: { cookie },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1 id="roles-heading">Roller i innehållssystemet</h1>');
      expect(page.body).toContain(
        '<legend class="visually-hidden">Roller för Fredrik Handläggare</legend>',
      );
      const saved = await setRoles(cookie, csrf, fredrikId, ['editor']);
      expect(saved.statusCode).toBe(303);
      const shown = await t.app.inject({
        method: 'GET',
        url: saved.headers.location!,
        headers: { cookie },
      });
      expect(shown.body).toContain(
        'Rollerna för Fredrik Handläggare är sparade. De gäller från nästa inloggning i innehållssystemet.',
      );
      expect(await rolesOf(fredrikId)).toEqual(['editor']);
      const audit = await db()
        .select()
        .from(contentRoleAudit)
        .where(eq(contentRoleAudit.staffUserId, fredrikId));
      expect(audit).toMatchObject([
        { changedBy: demoIds.eva, rolesBefore: [], rolesAfter: ['editor'] },
      ]);
    });

    it('shows the roles to one who is no publisher, but changes nothing for them', async () => {
      const { cookie, csrf } = await signIn(fredrik);
      const page = await t.app.inject({
        method: 'GET',
        url: '/personal/innehallsroller',
        headers: { cookie },
      });
      expect(page.body).toContain('Bara en publicerare kan ändra rollerna.');
      expect(page.body).not.toContain('name="roles"');
      const refused = await setRoles(cookie, csrf, fredrikId, ['editor', 'publisher']);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('Bara en publicerare kan ändra roller i innehållssystemet.');
      expect(await rolesOf(fredrikId)).toEqual(['editor']);
    });

    it('makes a publisher an editor too, and never leaves nobody to publish', async () => {
      const { cookie, csrf } = await signIn();
      expect((await setRoles(cookie, csrf, fredrikId, ['publisher'])).statusCode).toBe(303);
      expect(await rolesOf(fredrikId)).toEqual(['editor', 'publisher']);
      // Eva gives up publishing: Fredrik still publishes.
      expect((await setRoles(cookie, csrf, demoIds.eva, ['editor'])).statusCode).toBe(303);
      const asFredrik = await signIn(fredrik);
      const last = await setRoles(asFredrik.cookie, asFredrik.csrf, fredrikId, []);
      expect(last.statusCode).toBe(409);
      expect(last.body).toContain(
        'Minst en person måste kunna publicera. Ge rollen till någon annan först.',
      );
      expect(await rolesOf(fredrikId)).toEqual(['editor', 'publisher']);
      const back = await setRoles(asFredrik.cookie, asFredrik.csrf, demoIds.eva, [
        'editor',
        'publisher',
      ]);
      expect(back.statusCode).toBe(303);
      expect(await rolesOf(demoIds.eva)).toEqual(['editor', 'publisher']);
    });

    it(
      'lets two publishers who take the role from each other at once leave one',
      { tags: ['engine'] },
      async () => {
        const both = ['editor', 'publisher'];
        // Rounds, so that a check without its locks would be caught by an interleaving.
        for (let round = 0; round < 5; round++) {
          await db().update(staffUsers).set({ contentRoles: both });
          const outcomes = await Promise.all([
            changeContentRoles(db(), {
              staffUserId: fredrikId,
              roles: ['editor'],
              changedBy: demoIds.eva,
            }),
            changeContentRoles(db(), {
              staffUserId: demoIds.eva,
              roles: ['editor'],
              changedBy: fredrikId,
            }),
          ]);
          expect(outcomes.map((o) => (o.ok ? 'ok' : o.reason)).sort()).toEqual([
            'notPublisher',
            'ok',
          ]);
          const publishers = [await rolesOf(demoIds.eva), await rolesOf(fredrikId)].filter(
            (roles) => roles.includes('publisher'),
          );
          expect(publishers).toHaveLength(1);
        }
        await db()
          .update(staffUsers)
          .set({ contentRoles: both })
          .where(eq(staffUsers.id, demoIds.eva));
      },
    );
  });
});
