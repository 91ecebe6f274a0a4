import path from 'node:path';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { platformProblems } from '../../shared/contracts/problem.ts';
import { profileProblems } from '../../shared/contracts/profile/problems.ts';
import { memberProfileSchema } from '../../shared/contracts/memberProfile.ts';
import { serverAreas } from '../areas.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { demoIds } from '../db/seed.ts';
import { members } from '../db/schema.ts';
import { addressChangeRequests } from './schema.ts';
import { jobs, runDueJobs } from '../jobs/index.ts';
import { parsePdf } from '../pdf/testing/pdfText.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { testFaceOf } from '../testing/testFaces.ts';
import { mapDemoIds } from '../map/overlays/demoData.ts';
import { makeCertificate } from './jobs.ts';
import { memberProfileRoutes } from './routes.ts';
import { davidsAddressChangeId, seedContactDetails } from './seed.ts';

type Person = 'anna' | 'bertil' | 'cecilia' | 'david';
const base = '/api/v1/memberProfiles/current';

describe('member profile API', () => {
  let t: ApiTestApp;
  let clock = new Date('2026-11-21T09:00:00Z');

  beforeAll(async () => {
    const content = await loadContentFixtures(path.resolve('content-fixtures'));
    t = await apiTestApp(async (app, database) => {
      await seedContactDetails(database.db);
      await app.register(memberProfileRoutes, {
        db: database.db,
        content: () => content,
        productName: 'Granskog',
        now: () => clock,
      });
      // Stake choices are a versioned edit of the same profile (the area as the app lists it).
      const stakeChoices = serverAreas.find((area) => area.name === 'stake-choices')!;
      await app.register(stakeChoices.routes!, {
        db: database.db,
        content: () => content,
        productName: 'Granskog',
      });
    });
  });
  afterAll(() => t.close());

  const call = async (
    who: Person,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    options: { body?: unknown; ifMatch?: string; actingFor?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(await t.as(who, options.actingFor)),
        ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });

  /** The member's current ETag (GET contactDetails). */
  const etagOf = async (who: Person) => {
    const response = await call(who, 'GET', `${base}/contactDetails`);
    expect(response.statusCode).toBe(200);
    return String(response.headers.etag);
  };
  const memberRow = async (id: string) => {
    const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
    return row!;
  };

  describe('contact details', () => {
    it('shows Anna her own details from the seed, with an ETag of the version', async () => {
      const response = await call('anna', 'GET', `${base}/contactDetails`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        email: 'anna.skog@example.se',
        mobileCountryCode: '+46',
        mobilePhone: '701234567',
        address: { address1: 'Skogsvägen 12', postalCode: '35591', city: 'Växjö', country: 'SE' },
        pendingAddress: null,
        contactPreferences: { memberMagazine: true, surveys: false },
        lastModifiedEmailPhone: '2026-06-01T10:00:00.000Z',
      });
      expect(response.headers.etag).toBe(`"${body.version}"`);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('shows David his e-mail only, never confirmed', async () => {
      const body = (await call('david', 'GET', `${base}/contactDetails`)).json();
      expect(body).toMatchObject({
        email: 'david.ek@example.se',
        mobilePhone: null,
        address: null,
        lastModifiedEmailPhone: null,
      });
      expect(Object.values(body.contactPreferences).every((v) => v === false)).toBe(true);
    });

    it('seeds again without changing anything', async () => {
      const before = await memberRow(demoIds.anna);
      await seedContactDetails(t.database.db);
      expect(await memberRow(demoIds.anna)).toEqual(before);
    });

    it('answers 401 without a token', async () => {
      const response = await t.app.inject({ method: 'GET', url: `${base}/contactDetails` });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a member without the profile roles (403)', async () => {
      const { roles } = await memberRow(demoIds.david);
      await t.database.db
        .update(members)
        .set({ roles: ['Service_Documents_Read'] })
        .where(eq(members.id, demoIds.david));
      try {
        const get = await call('david', 'GET', `${base}/contactDetails`);
        expect(get.statusCode).toBe(403);
        expect(get.json().title).toBe('Du har inte rättighet att utföra denna åtgärd.');
        const put = await call('david', 'PUT', `${base}/contactInformation`, {
          body: { email: 'x@example.se', mobileCountryCode: '+46', mobilePhone: '' },
          ifMatch: '"1"',
        });
        expect(put.statusCode).toBe(403);
      } finally {
        await t.database.db.update(members).set({ roles }).where(eq(members.id, demoIds.david));
      }
      expect((await memberRow(demoIds.david)).email).toBe('david.ek@example.se');
    });

    it('refuses Anna acting for Bertil: the proxy has no profile roles, nothing of his leaks', async () => {
      const before = await memberRow(demoIds.bertil);
      const get = await call('anna', 'GET', `${base}/contactDetails`, {
        actingFor: demoIds.bertil,
      });
      expect(get.statusCode).toBe(403);
      expect(get.body).not.toContain('Granliden');
      for (const [url, body] of [
        [
          `${base}/contactInformation`,
          { email: 'ny@example.se', mobileCountryCode: '+46', mobilePhone: '' },
        ],
        [
          `${base}/address`,
          { address1: 'Ny väg 1', country: 'SE', postalCode: '12345', city: 'Ort' },
        ],
        [`${base}/preferences`, { preferences: [] }],
        [`${base}/economics`, { stakePercent: 4, aboveStakeParticipation: true }],
      ] as const) {
        const put = await call('anna', 'PUT', url, {
          body,
          ifMatch: `"${before.profileVersion}"`,
          actingFor: demoIds.bertil,
        });
        expect(put.statusCode, url).toBe(403);
      }
      const certificate = await call('anna', 'POST', '/api/v1/memberProfiles/certificate', {
        actingFor: demoIds.bertil,
      });
      expect(certificate.statusCode).toBe(403);
      expect(await memberRow(demoIds.bertil)).toEqual(before);
    });

    it('refuses a proxy the member does not hold (David for Anna)', async () => {
      const get = await call('david', 'GET', `${base}/contactDetails`, { actingFor: demoIds.anna });
      expect(get.statusCode).toBe(403);
      expect(get.json().type).toBe('proxyNotAllowed');
    });
  });

  describe('PUT contactInformation', () => {
    it('Bertil changes his e-mail and mobile: the updated profile, a new ETag, the date set', async () => {
      const anna = await memberRow(demoIds.anna);
      const etag = await etagOf('bertil');
      clock = new Date('2026-11-21T10:00:00Z');
      const response = await call('bertil', 'PUT', `${base}/contactInformation`, {
        body: {
          email: ' Bertil.Gran@Example.se ',
          mobileCountryCode: '+47',
          mobilePhone: '41 23 45 67',
        },
        ifMatch: etag,
      });
      expect(response.statusCode).toBe(200);
      const profile = memberProfileSchema.parse(response.json());
      expect(profile.name).toBe('Bertil Gran');
      expect(profile.emailAddress).toBe('Bertil.Gran@Example.se');
      expect(profile.lastModifiedEmailPhone).toBe('2026-11-21T10:00:00.000Z');
      expect(response.headers.etag).toBe(`"${Number(etag.replaceAll('"', '')) + 1}"`);
      const row = await memberRow(demoIds.bertil);
      expect([row.mobileCountryCode, row.mobilePhone]).toEqual(['+47', '41234567']);
      // Anna's details never move when Bertil saves his.
      expect(await memberRow(demoIds.anna)).toEqual(anna);
    });

    it("confirms Anna's details unchanged ('bekrafta'): same values, new date", async () => {
      const etag = await etagOf('anna');
      clock = new Date('2026-11-21T11:00:00Z');
      const response = await call('anna', 'PUT', `${base}/contactInformation`, {
        body: { email: 'anna.skog@example.se', mobileCountryCode: '+46', mobilePhone: '701234567' },
        ifMatch: etag,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().lastModifiedEmailPhone).toBe('2026-11-21T11:00:00.000Z');
    });

    it('lets David leave the mobile empty', async () => {
      const response = await call('david', 'PUT', `${base}/contactInformation`, {
        body: { email: 'david.ek@example.se', mobileCountryCode: '', mobilePhone: '' },
        ifMatch: await etagOf('david'),
      });
      expect(response.statusCode).toBe(200);
      const row = await memberRow(demoIds.david);
      expect([row.mobileCountryCode, row.mobilePhone]).toEqual([null, null]);
    });

    it.each([
      [{ email: 'inte-en-adress' }, { email: 'Ange en giltig e-postadress' }],
      [{ email: '' }, { email: 'Ange en giltig e-postadress' }],
      [
        { mobilePhone: '0701234567' },
        { mobilePhone: 'Ange med 7-10 siffror, utan en inledande nolla.' },
      ],
      [
        { mobilePhone: '123456' },
        { mobilePhone: 'Ange med 7-10 siffror, utan en inledande nolla.' },
      ],
      [
        { mobilePhone: '12345678901' },
        { mobilePhone: 'Ange med 7-10 siffror, utan en inledande nolla.' },
      ],
      [
        { mobileCountryCode: '46' },
        { mobileCountryCode: 'Ange landsnummer med plustecken och 1–4 siffror, till exempel +46.' },
      ],
      [
        { mobileCountryCode: '+12345' },
        { mobileCountryCode: 'Ange landsnummer med plustecken och 1–4 siffror, till exempel +46.' },
      ],
    ])('rejects %j with 400 and stores nothing', async (change, errors) => {
      const before = await memberRow(demoIds.anna);
      const response = await call('anna', 'PUT', `${base}/contactInformation`, {
        body: {
          email: 'anna.skog@example.se',
          mobileCountryCode: '+46',
          mobilePhone: '701234567',
          ...change,
        },
        ifMatch: `"${before.profileVersion}"`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({
        type: 'validation',
        title: 'Kontrollera uppgifterna.',
        errors,
      });
      expect(await memberRow(demoIds.anna)).toEqual(before);
    });

    it('rejects an e-mail another account uses (DuplicateEmail), whatever its case', async () => {
      const before = await memberRow(demoIds.david);
      const response = await call('david', 'PUT', `${base}/contactInformation`, {
        body: { email: 'ANNA.SKOG@example.se', mobileCountryCode: '', mobilePhone: '' },
        ifMatch: `"${before.profileVersion}"`,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        type: 'DuplicateEmail',
        title: profileProblems.DuplicateEmail.title,
      });
      expect(await memberRow(demoIds.david)).toEqual(before);
    });

    it('rejects a mobile number another account uses (DuplicateMobilePhoneNumber)', async () => {
      const before = await memberRow(demoIds.david);
      const response = await call('david', 'PUT', `${base}/contactInformation`, {
        body: { email: 'david.ek@example.se', mobileCountryCode: '+46', mobilePhone: '725550134' },
        ifMatch: `"${before.profileVersion}"`,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().type).toBe('DuplicateMobilePhoneNumber');
      expect(response.json().title).toBe(profileProblems.DuplicateMobilePhoneNumber.title);
      expect(await memberRow(demoIds.david)).toEqual(before);
    });

    it('answers 412 versionConflict on a stale If-Match and keeps the newer edit', async () => {
      const stale = await etagOf('cecilia');
      const first = await call('cecilia', 'PUT', `${base}/contactInformation`, {
        body: {
          email: 'cecilia@tallbacken.example.se',
          mobileCountryCode: '+46',
          mobilePhone: '725550135',
        },
        ifMatch: stale,
      });
      expect(first.statusCode).toBe(200);
      const second = await call('cecilia', 'PUT', `${base}/contactInformation`, {
        body: {
          email: 'cecilia@tallbacken.example.se',
          mobileCountryCode: '+46',
          mobilePhone: '725550199',
        },
        ifMatch: stale,
      });
      expect(second.statusCode).toBe(412);
      expect(second.json()).toMatchObject({
        type: 'versionConflict',
        title: platformProblems.versionConflict.title,
      });
      expect((await memberRow(demoIds.cecilia)).mobilePhone).toBe('725550135');
    });

    it('answers 428 versionRequired without If-Match', async () => {
      const response = await call('anna', 'PUT', `${base}/contactInformation`, {
        body: { email: 'anna.skog@example.se', mobileCountryCode: '+46', mobilePhone: '701234567' },
      });
      expect(response.statusCode).toBe(428);
      expect(response.json()).toMatchObject({
        type: 'versionRequired',
        title: platformProblems.versionRequired.title,
      });
    });
  });

  describe('PUT address', () => {
    const newAddress = {
      co: 'c/o Ek',
      address1: 'Ekbacken 7',
      address2: '',
      country: 'SE',
      postalCode: '352 30',
      city: 'Växjö',
    };

    it('files the change for review (202): the address in force stays, the change is pending', async () => {
      const etag = await etagOf('david');
      const response = await call('david', 'PUT', `${base}/address`, {
        body: newAddress,
        ifMatch: etag,
      });
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(`"${Number(etag.replaceAll('"', '')) + 1}"`);
      // The demo seed's change for David (the staff desk's first task) is replaced.
      const rows = await t.database.db
        .select()
        .from(addressChangeRequests)
        .where(
          and(
            eq(addressChangeRequests.memberId, demoIds.david),
            ne(addressChangeRequests.id, davidsAddressChangeId),
          ),
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'pendingReview',
        co: 'c/o Ek',
        address1: 'Ekbacken 7',
        address2: null,
        postalCode: '35230',
        requestedBy: demoIds.david,
      });
      const details = (await call('david', 'GET', `${base}/contactDetails`)).json();
      expect(details.address).toBeNull();
      expect(details.pendingAddress).toMatchObject({ address1: 'Ekbacken 7', city: 'Växjö' });
    });

    it('supersedes an earlier change still waiting', async () => {
      const response = await call('david', 'PUT', `${base}/address`, {
        body: { ...newAddress, address1: 'Ekbacken 9' },
        ifMatch: await etagOf('david'),
      });
      expect(response.statusCode).toBe(202);
      const rows = await t.database.db
        .select({ address1: addressChangeRequests.address1, status: addressChangeRequests.status })
        .from(addressChangeRequests)
        .where(eq(addressChangeRequests.memberId, demoIds.david));
      expect(rows.sort((a, b) => a.address1.localeCompare(b.address1))).toEqual([
        { address1: 'Ekbacken 7', status: 'superseded' },
        { address1: 'Ekbacken 9', status: 'pendingReview' },
        { address1: 'Ekvägen 4', status: 'superseded' },
      ]);
    });

    it.each([
      [{ address1: ' ' }, { address1: 'Ange en adress' }],
      [{ city: '' }, { city: 'Ange en ort' }],
      [{ country: '' }, { country: 'Välj ett land' }],
      [{ country: 'XX' }, { country: 'Välj ett land' }],
      [{ postalCode: '' }, { postalCode: 'Ange ett postnummer' }],
      [{ postalCode: '1234' }, { postalCode: 'Ange postnumret med 5 siffror.' }],
      [{ country: 'NO', postalCode: '12345' }, { postalCode: 'Ange postnumret med 4 siffror.' }],
      [{ country: 'GB', postalCode: 'SW1' }, { postalCode: 'Ange postnumret med 5–8 tecken.' }],
      [{ address1: 'x'.repeat(101) }, { address1: 'Texten är för lång (högst 100 tecken).' }],
    ])('rejects %j with 400 and files nothing', async (change, errors) => {
      const count = async () => (await t.database.db.select().from(addressChangeRequests)).length;
      const before = await count();
      const response = await call('anna', 'PUT', `${base}/address`, {
        body: { ...newAddress, ...change },
        ifMatch: await etagOf('anna'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ type: 'validation', errors });
      expect(await count()).toBe(before);
    });

    it('files nothing on a stale version', async () => {
      const response = await call('anna', 'PUT', `${base}/address`, {
        body: newAddress,
        ifMatch: '"1"',
      });
      expect(response.statusCode).toBe(412);
      const rows = await t.database.db
        .select()
        .from(addressChangeRequests)
        .where(eq(addressChangeRequests.memberId, demoIds.anna));
      expect(rows).toHaveLength(0);
    });
  });

  describe('PUT preferences', () => {
    it('v1 takes the chosen keys and turns every other preference off', async () => {
      const response = await call('bertil', 'PUT', `${base}/preferences`, {
        body: { preferences: ['newsletter', 'surveys'] },
        ifMatch: await etagOf('bertil'),
      });
      expect(response.statusCode).toBe(200);
      memberProfileSchema.parse(response.json());
      const details = (await call('bertil', 'GET', `${base}/contactDetails`)).json();
      expect(details.contactPreferences).toEqual({
        memberMagazine: false,
        wallCalendar: false,
        localAreaInfoList: false,
        digitalLocalInfo: false,
        newsletter: true,
        surveys: true,
        memberActivities: false,
        otherLocalInfo: false,
      });
    });

    it('v2 takes the whole object', async () => {
      const all = {
        memberMagazine: true,
        wallCalendar: true,
        localAreaInfoList: true,
        digitalLocalInfo: true,
        newsletter: false,
        surveys: false,
        memberActivities: true,
        otherLocalInfo: true,
      };
      const response = await call('bertil', 'PUT', '/api/v2/memberProfiles/current/preferences', {
        body: { contactPreferences: all },
        ifMatch: await etagOf('bertil'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(await etagOf('bertil'));
      expect((await memberRow(demoIds.bertil)).contactPreferences).toEqual(all);
    });

    it('refuses David, who may edit his details but not his marketing choices (403, nothing stored)', async () => {
      // David holds Service_Profile_Common_Read/Write, not ..._MarketingProductsPreferences_Write.
      const before = await memberRow(demoIds.david);
      const ifMatch = `"${before.profileVersion}"`;
      const v1 = await call('david', 'PUT', `${base}/preferences`, {
        body: { preferences: ['newsletter'] },
        ifMatch,
      });
      const v2 = await call('david', 'PUT', '/api/v2/memberProfiles/current/preferences', {
        body: { contactPreferences: { ...before.contactPreferences, newsletter: true } },
        ifMatch,
      });
      for (const response of [v1, v2]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ type: 'forbidden' });
      }
      expect(await memberRow(demoIds.david)).toEqual(before);
    });

    it('lets a member with the marketing role alone (no contact write role) change them', async () => {
      const { roles } = await memberRow(demoIds.cecilia);
      onTestFinished(async () => {
        await t.database.db.update(members).set({ roles }).where(eq(members.id, demoIds.cecilia));
      });
      await t.database.db
        .update(members)
        .set({
          roles: [
            'Service_Profile_Common_Read',
            'Service_Profile_MarketingProductsPreferences_Write',
          ],
        })
        .where(eq(members.id, demoIds.cecilia));
      const response = await call('cecilia', 'PUT', `${base}/preferences`, {
        body: { preferences: ['memberMagazine'] },
        ifMatch: await etagOf('cecilia'),
      });
      expect(response.statusCode).toBe(200);
      expect((await memberRow(demoIds.cecilia)).contactPreferences).toMatchObject({
        memberMagazine: true,
        newsletter: false,
      });
      const contact = await call('cecilia', 'PUT', `${base}/contactInformation`, {
        body: { email: 'cecilia@tallbacken.example.se', mobileCountryCode: '', mobilePhone: '' },
        ifMatch: await etagOf('cecilia'),
      });
      expect(contact.statusCode).toBe(403);
    });

    it('rejects an unknown key (v1) and a missing key (v2)', async () => {
      const before = await memberRow(demoIds.bertil);
      const v1 = await call('bertil', 'PUT', `${base}/preferences`, {
        body: { preferences: ['horoscope'] },
        ifMatch: `"${before.profileVersion}"`,
      });
      expect(v1.statusCode).toBe(400);
      expect(v1.json().errors).toEqual({ 'preferences.0': 'Okänt kontaktval' });
      const v2 = await call('bertil', 'PUT', '/api/v2/memberProfiles/current/preferences', {
        body: { contactPreferences: { newsletter: true } },
        ifMatch: `"${before.profileVersion}"`,
      });
      expect(v2.statusCode).toBe(400);
      expect(await memberRow(demoIds.bertil)).toEqual(before);
    });
  });

  describe('economics (stake choices)', () => {
    it("reads Anna's stake choices with the version", async () => {
      const response = await call('anna', 'GET', `${base}/economics`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ stakePercent: 4, aboveStakeParticipation: false });
      expect(response.headers.etag).toBe(`"${response.json().version}"`);
    });

    it('saves 2 % with above-stake participation and answers the updated profile', async () => {
      const response = await call('anna', 'PUT', `${base}/economics`, {
        body: { stakePercent: 2, aboveStakeParticipation: true },
        ifMatch: await etagOf('anna'),
      });
      expect(response.statusCode).toBe(200);
      expect(memberProfileSchema.parse(response.json()).name).toBe('Anna Skog');
      const row = await memberRow(demoIds.anna);
      expect([row.stakePercent, row.aboveStakeParticipation]).toEqual([2, true]);
    });

    it.each([
      [
        { stakePercent: 3, aboveStakeParticipation: true },
        { stakePercent: 'Välj en insatsprocent' },
      ],
      [{ aboveStakeParticipation: true }, { stakePercent: 'Välj en insatsprocent' }],
      [{ stakePercent: 4 }, { aboveStakeParticipation: 'Välj om du vill delta med överinsats' }],
    ])('rejects %j with 400', async (body, errors) => {
      const before = await memberRow(demoIds.anna);
      const response = await call('anna', 'PUT', `${base}/economics`, {
        body,
        ifMatch: `"${before.profileVersion}"`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
      expect(await memberRow(demoIds.anna)).toEqual(before);
    });

    it('refuses David, who has no economics roles', async () => {
      expect((await call('david', 'GET', `${base}/economics`)).statusCode).toBe(403);
      const put = await call('david', 'PUT', `${base}/economics`, {
        body: { stakePercent: 4, aboveStakeParticipation: false },
        ifMatch: await etagOf('david'),
      });
      expect(put.statusCode).toBe(403);
      expect((await memberRow(demoIds.david)).stakePercent).toBeNull();
    });

    it('answers 412 on a stale version', async () => {
      const response = await call('anna', 'PUT', `${base}/economics`, {
        body: { stakePercent: 4, aboveStakeParticipation: false },
        ifMatch: '"1"',
      });
      expect(response.statusCode).toBe(412);
      expect(response.json().type).toBe('versionConflict');
    });
  });

  describe('POST certificate', () => {
    const url = '/api/v1/memberProfiles/certificate';
    const certificateJobs = (memberId: string) =>
      t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.uniqueKey, `certificate:${memberId}`));
    /** What a worker does between two polls (server/jobs/README.md: tests run it themselves). */
    const runJobs = () => runDueJobs(t.database.db, [makeCertificate]);
    beforeEach(() => {
      clock = new Date('2026-11-21T12:00:00Z');
    });

    it('answers 202 with a polling interval until the job has run, then the PDF once', async () => {
      const first = await call('anna', 'POST', url);
      expect(first.statusCode).toBe(202);
      expect(first.headers['x-polling-interval']).toBe('1');
      expect(first.headers['cache-control']).toBe('no-store');
      // Polling again before the job ran: still 202, and still one job.
      expect((await call('anna', 'POST', url)).statusCode).toBe(202);
      expect(await certificateJobs(demoIds.anna)).toHaveLength(1);
      expect(await runJobs()).toBe(1);
      clock = new Date('2026-11-21T23:30:00Z'); // the next Swedish day: the date is the request's
      const ready = await call('anna', 'POST', url);
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['content-type']).toBe('application/pdf');
      expect(ready.headers['x-filename']).toBe('medlemsintyg-100001-2026-11-21.pdf');
      expect(ready.headers['content-disposition']).toBe(
        'attachment; filename="medlemsintyg-100001-2026-11-21.pdf"',
      );
      expect(ready.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const [texts = []] = parsePdf(ready.rawPayload).pages;
      expect(texts[0]).toBe('Medlemsintyg');
      expect(texts).toEqual(expect.arrayContaining(['Kundnummer', '100001', 'Namn', 'Anna Skog']));
      expect(texts).toContain('Granskog intygar att nedanstående är medlem i föreningen.');
      // Economy §6: the estates on record, none adjusted by hand.
      expect(texts).toEqual(
        expect.arrayContaining([
          'Björkås 2:7, 14,2 ha produktiv skogsmark',
          'Norrskogen 1:4, 85,5 ha produktiv skogsmark',
        ]),
      );
      const [job, ...others] = await certificateJobs(demoIds.anna);
      expect(others).toEqual([]);
      expect(job).toMatchObject({ state: 'completed', memberId: demoIds.anna });
      expect(job?.deliveredAt).toBeInstanceOf(Date);
      // The next download is a new job.
      expect((await call('anna', 'POST', url)).statusCode).toBe(202);
      expect(await certificateJobs(demoIds.anna)).toHaveLength(2);
      await runJobs();
      expect((await call('anna', 'POST', url)).statusCode).toBe(200);
    });

    it("never hands one member's certificate to another", async () => {
      expect((await call('bertil', 'POST', url)).statusCode).toBe(202);
      const anna = await call('anna', 'POST', url);
      expect(anna.statusCode).toBe(202);
      await runJobs();
      const bertil = await call('bertil', 'POST', url);
      expect(bertil.headers['x-filename']).toBe('medlemsintyg-100002-2026-11-21.pdf');
      expect(parsePdf(bertil.rawPayload).pages[0]).toContain('Bertil Gran');
      const annas = await call('anna', 'POST', url);
      expect(annas.headers['x-filename']).toBe('medlemsintyg-100001-2026-11-21.pdf');
      expect(parsePdf(annas.rawPayload).pages[0]).not.toContain('Bertil Gran');
    });

    it('answers a Swedish problem once when the job failed, then starts over', async () => {
      expect((await call('bertil', 'POST', url)).statusCode).toBe(202);
      // What the worker leaves when the last attempt failed (its text is internal).
      await t.database.db
        .update(jobs)
        .set({ state: 'error', lastError: 'Error: pdfkit broke', finishedAt: new Date() })
        .where(and(eq(jobs.uniqueKey, `certificate:${demoIds.bertil}`), isNull(jobs.deliveredAt)));
      const failed = await call('bertil', 'POST', url);
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['content-type']).toContain('application/problem+json');
      expect(failed.json()).toMatchObject({
        type: 'certificateFailed',
        title: profileProblems.certificateFailed.title,
      });
      expect(failed.body).not.toContain('pdfkit');
      // The member tries again: a new job, and this time it works.
      expect((await call('bertil', 'POST', url)).statusCode).toBe(202);
      await runJobs();
      const ready = await call('bertil', 'POST', url);
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['content-type']).toBe('application/pdf');
    });

    it('is unavailable without an estate to name, or when certified outside the cooperative', async () => {
      const refused = await call('cecilia', 'POST', url);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ type: 'certificateNoEligibleEstates' });
      const { setCertifiedOutside } = await testFaceOf('certification');
      await setCertifiedOutside(t.database.db, demoIds.bertil, true);
      try {
        const outside = await call('bertil', 'POST', url);
        expect(outside.statusCode).toBe(409);
        expect(outside.json()).toMatchObject({ type: 'certificateCertifiedOutside' });
      } finally {
        await setCertifiedOutside(t.database.db, demoIds.bertil, false);
      }
      expect(await certificateJobs(demoIds.cecilia)).toEqual([]);
    });

    it('leaves estates adjusted by hand off, and is unavailable when that leaves none', async () => {
      const { setAdjustedByHand } = await testFaceOf('certification');
      await setAdjustedByHand(t.database.db, mapDemoIds.bjorkas, true);
      try {
        const refused = await call('bertil', 'POST', url);
        expect(refused.json()).toMatchObject({ type: 'certificateNoEligibleEstates' });
        expect((await call('anna', 'POST', url)).statusCode).toBe(202);
        await runJobs();
        const ready = await call('anna', 'POST', url);
        const texts = parsePdf(ready.rawPayload).pages.flat();
        expect(texts).toContain('Norrskogen 1:4, 85,5 ha produktiv skogsmark');
        expect(texts.some((text) => text.includes('Björkås'))).toBe(false);
      } finally {
        await setAdjustedByHand(t.database.db, mapDemoIds.bjorkas, false);
      }
    });
  });
});
