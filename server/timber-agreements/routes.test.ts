import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FeatureFlag, FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import type {
  Agreement,
  AgreementOptions,
  AgreementReview,
} from '../../shared/contracts/timber-agreements.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { loadContentFixtures, type ContentFixtures } from '../content/fixtures.ts';
import { impersonations, inspectors, members, proxies } from '../db/schema.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { rolesForRights, type ProxyRightCode } from '../../shared/contracts/proxies.ts';
import { demoIds } from '../db/seed.ts';
import { jobs, runDueJobs } from '../jobs/index.ts';
import { priceAssortment, timberValueOre } from '../price-model/model.ts';
import { priceListById, priceListOnDay } from '../price-model/prices.ts';
import { priceListAssortments, priceLists } from '../price-model/schema.ts';
import { demoPriceListIds, seedPriceLists } from '../price-model/seed.ts';
import { signingTestApp } from '../signing/testApp.ts';
import type { signingCalls } from '../signing/testing.ts';
import { staffTasks } from '../staff-desk/schema.ts';
import { handleStaffTask } from '../staff-desk/tasks.ts';
import { serverAreas } from '../areas.ts';
import { staffTaskKindsOf } from '../staff-desk/registry.ts';
import type { ApiTestApp } from '../testing/apiApp.ts';
import { withProxyChanged } from '../testing/proxyRoles.ts';
import { mapDemoIds } from '../map/overlays/demoData.ts';
import { testFaceOf } from '../testing/testFaces.ts';
import { expireAgreementSigning } from './jobs.ts';
import { timberAgreementsRoutes } from './routes.ts';
import {
  timberAgreementEstates,
  timberAgreements,
  timberAgreementSigners,
  timberAgreementVolumes,
} from './schema.ts';
import { signerRow } from './testing.ts';
import { demoAgreementIds, demoQuoteProjectIds, seedTimberAgreements } from './seed.ts';

const base = '/api/v1/timber-agreements';
const numbers = { anna: '195001011237', bertil: '196211034563' } as const;
type Person = 'anna' | 'bertil' | 'cecilia' | 'david';

describe('timber agreements', () => {
  let t: ApiTestApp;
  let signing: ReturnType<typeof signingCalls>;
  let fixtures: ContentFixtures;
  /** The generation flags (§2.1); each test starts with both on. */
  let flags: FeatureFlag[] = [];
  const setFlags = (...on: FeatureFlagName[]) => {
    flags = on.map((name) => ({ name, isEnabled: true, useEpiserverRouteAsFallback: false }));
  };
  /** The generations' flags with their Opportunity (wizard) variants. */
  const withWizards = (...generations: ('v2' | 'v3')[]) =>
    setFlags(
      ...generations.flatMap((g) => {
        const n = g === 'v2' ? 2 : 3;
        return [`TimberManagerViol${n}`, `TimberManagerViol${n}Opportunity`] as FeatureFlagName[];
      }),
    );
  beforeAll(async () => {
    fixtures = await loadContentFixtures(path.resolve('content-fixtures'));
    ({ t, signing } = await signingTestApp(async (app, db, service) => {
      await app.register(timberAgreementsRoutes, {
        db,
        signing: service,
        productName: 'Granskog',
        content: () => ({ ...fixtures, featureFlags: flags }),
      });
    }));
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  beforeEach(async () => {
    withWizards('v2', 'v3');
    await db().execute(
      sql`delete from staff_task_audit where task_id in (select id from staff_tasks where kind in ('timberAgreementCounterSign', 'timberAgreementPostalSignature'))`,
    );
    await db()
      .delete(staffTasks)
      .where(
        inArray(staffTasks.kind, ['timberAgreementCounterSign', 'timberAgreementPostalSignature']),
      );
    await db().delete(jobs).where(eq(jobs.kind, expireAgreementSigning.name));
    await db().execute(sql`delete from sign_orders where kind = 'timberAgreement'`);
    await db().delete(timberAgreements);
    await db()
      .update(members)
      .set({ isOrganizationUser: false })
      .where(eq(members.id, demoIds.bertil));
    await seedTimberAgreements(db());
  });

  const headers = async (
    person: Person,
    actingFor?: string,
    extra: Record<string, string> = {},
  ) => ({
    ...(await t.as(person, actingFor)),
    ...extra,
  });
  const get = async (person: Person, url: string, actingFor?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${base}${url}`,
      headers: await headers(person, actingFor),
    });
  const send = async (
    person: Person,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
    actingFor?: string,
  ) =>
    t.app.inject({
      method,
      url: `${base}${url}`,
      headers: await headers(person, actingFor, extra),
      ...(payload ? { payload } : {}),
    });
  const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });
  const months = (n: number) => {
    const out: string[] = [];
    const [y, m] = todayInSweden().slice(0, 7).split('-').map(Number) as [number, number];
    for (let i = 0; i < n; i++) {
      const total = y * 12 + (m - 1) + i;
      out.push(`${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`);
    }
    return out;
  };
  const norrskogen = [{ estateId: mapDemoIds.norrskogen, main: true }];
  const create = (person: Person = 'anna', estates = norrskogen) =>
    send(person, 'POST', '', {
      name: 'Vinteravverkning',
      estates,
      pricingMomentId: demoPriceListIds.current,
    });
  const draftBody = (
    volumes: { assortment: string; months: { month: string; volume: number }[] }[],
    extra = {},
  ) => ({
    name: 'Vinteravverkning',
    estates: norrskogen,
    pricingMomentId: demoPriceListIds.current,
    economicRepresentativeId: null,
    volumes,
    ...extra,
  });
  const twoAssortments = () => {
    const [a, b, c] = months(3);
    return [
      {
        assortment: 'grantimmer',
        months: [a, b, c].map((month) => ({ month: month!, volume: 60 })),
      },
      {
        assortment: 'barrmassaved',
        months: [a, b].map((month) => ({ month: month!, volume: 40 })),
      },
    ];
  };
  /** Anna's new Norrskogen draft with volumes saved; its current version. */
  async function savedDraft(volumes = twoAssortments(), extra = {}) {
    const created = await create();
    expect(created.statusCode).toBe(201);
    const draft = created.json<Agreement>();
    const saved = await send(
      'anna',
      'PUT',
      `/${draft.id}`,
      draftBody(volumes, extra),
      ifMatch(draft.version),
    );
    expect(saved.statusCode).toBe(200);
    return saved.json<Agreement>();
  }
  const taskOf = async (id: string) => {
    const [task] = await db()
      .select()
      .from(staffTasks)
      .where(and(eq(staffTasks.kind, 'timberAgreementCounterSign'), eq(staffTasks.subjectId, id)));
    return task;
  };
  const cooperativeSigns = async (id: string) => {
    const task = await taskOf(id);
    return handleStaffTask(db(), staffTaskKindsOf(serverAreas), {
      taskId: task!.id,
      action: 'sign',
      staff: { id: demoIds.eva, name: 'Eva', email: 'eva@example.se' },
      note: '',
    });
  };
  const startSigning = (person: Person, id: string, actingFor?: string) =>
    send(person, 'POST', `/${id}/signing`, {}, { 'idempotency-key': randomUUID() }, actingFor);

  describe('lists and access', () => {
    it('Anna sees her six demo agreements; Bertil the three on Björkås he owns', async () => {
      const anna = await get('anna', '');
      expect(anna.statusCode).toBe(200);
      const list = anna.json<{ agreements: Agreement[] }>().agreements;
      expect(list.map((a) => a.status).sort()).toEqual([
        'Active',
        'Active',
        'Active',
        'Archived',
        'Draft',
        'SentForSign',
      ]);
      const active = list.find((a) => a.id === demoAgreementIds.norrskogenActive)!;
      expect(active).toMatchObject({ agreedVolume: 540, reportedVolume: 185, isCreator: true });
      expect(active.volumes.map((v) => v.assortment)).toEqual(['barrmassaved', 'grantimmer']);
      const awaiting = list.find((a) => a.id === demoAgreementIds.bjorkasAwaiting)!;
      expect(awaiting.awaitingMySignature).toBe(true);
      const bertil = (await get('bertil', '')).json<{ agreements: Agreement[] }>().agreements;
      expect(bertil.map((a) => a.id).sort()).toEqual(
        [
          demoAgreementIds.bjorkasAwaiting,
          demoAgreementIds.bjorkasDraft,
          demoAgreementIds.bjorkasActive,
        ].sort(),
      );
      expect(bertil.find((a) => a.id === demoAgreementIds.bjorkasDraft)!.isCreator).toBe(false);
    });

    it("another member's agreement answers 404; a member without the roles 403", async () => {
      const other = await get('cecilia', `/${demoAgreementIds.norrskogenActive}`);
      expect(other.statusCode).toBe(404);
      expect(other.json().type).toBe('OpportunityNotFound');
      expect((await get('anna', '/not-an-id')).statusCode).toBe(404);
      expect((await get('david', '')).statusCode).toBe(403);
      expect((await create('david')).statusCode).toBe(403);
    });

    it('offers the estates with their owners and the current pricing moment', async () => {
      const res = await get('anna', '/options');
      const options = res.json<AgreementOptions>();
      expect(options.estates.map((e) => [e.designation, e.owners.length])).toEqual([
        ['Björkås 2:7', 2],
        ['Norrskogen 1:4', 1],
      ]);
      expect(options.pricingMoments.map((p) => p.id)).toEqual([demoPriceListIds.current]);
      expect(options.pricingMoments[0]!.deliveryMonths).toEqual(months(12));
      expect(options.pricingMoments[0]!.assortments).toContain('grantimmer');
    });
  });

  describe('the draft', () => {
    it('is created, saved and read back; resumable with its version as ETag', async () => {
      const saved = await savedDraft();
      const read = await get('anna', `/${saved.id}`);
      expect(read.headers.etag).toBe(`"${saved.version}"`);
      expect(read.json<Agreement>()).toMatchObject({
        status: 'Draft',
        agreedVolume: 260,
        name: 'Vinteravverkning',
      });
    });

    it(
      'rejects a duplicate draft with the same owners and pricing moment, also at once',
      { tags: ['engine'] },
      async () => {
        const [a, b] = await Promise.all([create(), create()]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
        const again = await create();
        expect(again.statusCode).toBe(409);
        expect(again.json().type).toBe('DuplicateDraftAgreement');
        // Björkås has Anna's draft already (another owner constellation, the same rule).
        const bjorkas = await create('anna', [{ estateId: mapDemoIds.bjorkas, main: true }]);
        expect(bjorkas.json().type).toBe('DuplicateDraftAgreement');
      },
    );

    it('needs estates of one owner constellation and one main estate per district', async () => {
      const mixed = await create('anna', [
        { estateId: mapDemoIds.norrskogen, main: true },
        { estateId: mapDemoIds.bjorkas, main: false },
      ]);
      expect(mixed.json().type).toBe('MultipleOwnerGroups');
      const noMain = await create('anna', [{ estateId: mapDemoIds.norrskogen, main: false }]);
      expect(noMain.json().type).toBe('SameDistrictProjects');
      const none = await send('anna', 'POST', '', {
        name: 'X',
        estates: [],
        pricingMomentId: demoPriceListIds.current,
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toMatchObject({ estates: 'Välj minst en fastighet.' });
      const notMine = await create('bertil', norrskogen);
      expect(notMine.statusCode).toBe(400);
      const noName = await send('anna', 'POST', '', {
        name: '  ',
        estates: norrskogen,
        pricingMomentId: demoPriceListIds.current,
      });
      expect(noName.json().errors).toMatchObject({ name: 'Ge avtalet ett namn.' });
      const oldMoment = await send('anna', 'POST', '', {
        name: 'X',
        estates: norrskogen,
        pricingMomentId: demoPriceListIds.previous,
      });
      expect(oldMoment.json().type).toBe('MissingProductVersion');
    });

    it('checks volumes: whole m3fub within 0-5000, months of the pricing moment, each assortment once', async () => {
      const created = (await create()).json<Agreement>();
      const put = (volumes: object[], extra = {}) =>
        send(
          'anna',
          'PUT',
          `/${created.id}`,
          draftBody(volumes as never, extra),
          ifMatch(created.version),
        );
      const [m1] = months(1);
      const fraction = await put([
        { assortment: 'grantimmer', months: [{ month: m1, volume: 1.5 }] },
      ]);
      expect(fraction.json().errors).toMatchObject({
        'volumes.0.months.0.volume': 'Ange volymen i hela m³fub.',
      });
      const big = await put([{ assortment: 'grantimmer', months: [{ month: m1, volume: 5001 }] }]);
      expect(big.json().errors['volumes.0.months.0.volume']).toBe(
        'Ange en volym mellan 0 och 5\u00a0000 m³fub.',
      );
      const twice = await put([
        { assortment: 'grantimmer', months: [] },
        { assortment: 'grantimmer', months: [] },
      ]);
      expect(twice.json().errors.volumes).toBe(
        'Samma sortiment kan bara finnas en gång i avtalet.',
      );
      expect(twice.json().type).toBe('DuplicateAssortment');
      expect(fraction.json().type).toBe('TimberValidation');
      const late = await put([
        { assortment: 'grantimmer', months: [{ month: '2099-01', volume: 10 }] },
      ]);
      expect(late.json().type).toBe('AssortmentsOnInvalidPeriods');
      const past = await put([
        { assortment: 'grantimmer', months: [{ month: '2020-01', volume: 10 }] },
      ]);
      expect(past.json().type).toBe('NonAgreedVolumeOnClosedPeriod');
      const single = await put([], { economicRepresentativeId: demoIds.anna });
      expect(single.json().type).toBe('EconomicRepresentativeSingleCoOwner');
      const stranger = await put([], { economicRepresentativeId: demoIds.david });
      expect(stranger.json().type).toBe('EconomicRepresentativeNotFound');
      // Nothing of it was stored.
      expect((await get('anna', `/${created.id}`)).json<Agreement>().volumes).toEqual([]);
    });

    it('a closed period (a month passed) keeps at most its agreed volume; submitting needs none there', async () => {
      const saved = await savedDraft();
      const [thisMonth, next] = months(2);
      const [y, m] = thisMonth!.split('-').map(Number) as [number, number];
      const last = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
      // Saved last month: 30 m3fub of grantimmer agreed for a month that has now passed.
      await db()
        .insert(timberAgreementVolumes)
        .values({ agreementId: saved.id, assortment: 'grantimmer', month: last, volume: 30 });
      let version = saved.version;
      const put = async (lastVolume: number, assortment = 'grantimmer') => {
        const res = await send(
          'anna',
          'PUT',
          `/${saved.id}`,
          draftBody([
            {
              assortment,
              months: [
                { month: last, volume: lastVolume },
                { month: next!, volume: 120 },
              ],
            },
          ]),
          ifMatch(version),
        );
        if (res.statusCode === 200) version = res.json<Agreement>().version;
        return res;
      };
      const raised = await put(31);
      expect(raised.statusCode).toBe(409);
      expect(raised.json()).toMatchObject({
        type: 'NonAgreedVolumeOnClosedPeriod',
        errors: {
          'volumes.0.months.0.volume':
            'Leveransmånaden har passerat. Volymen får inte vara större än den avtalade för månaden.',
        },
      });
      // Another assortment had nothing agreed for that month.
      expect((await put(5, 'barrmassaved')).json().type).toBe('NonAgreedVolumeOnClosedPeriod');
      expect((await put(30)).statusCode).toBe(200);
      expect((await put(20)).statusCode).toBe(200);
      // Lowered to 20, it may not go back up to 30.
      expect((await put(30)).json().type).toBe('NonAgreedVolumeOnClosedPeriod');
      const stillThere = await send('anna', 'POST', `/${saved.id}/submit`, {}, ifMatch(version));
      expect(stillThere.json().type).toBe('AssortmentsOnInvalidPeriods');
      expect((await put(0)).statusCode).toBe(200);
      const submitted = await send('anna', 'POST', `/${saved.id}/submit`, {}, ifMatch(version));
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json<Agreement>()).toMatchObject({
        agreedVolume: 120,
        validFrom: `${next}-01`,
      });
    });

    it('refuses a name over 80 characters and an assortment its pricing moment does not price', async () => {
      const created = (await create()).json<Agreement>();
      const long = await send(
        'anna',
        'PUT',
        `/${created.id}`,
        draftBody([], { name: 'x'.repeat(81) }),
        ifMatch(created.version),
      );
      expect(long.statusCode).toBe(400);
      expect(long.json().errors.name).toBe('Namnet får vara högst 80 tecken.');
      // Brännved off this year's list (§6: an assortment of the agreement or period only).
      await db()
        .delete(priceListAssortments)
        .where(
          and(
            eq(priceListAssortments.priceListId, demoPriceListIds.current),
            eq(priceListAssortments.assortment, 'brannved'),
          ),
        );
      try {
        const [m1] = months(1);
        const off = await send(
          'anna',
          'PUT',
          `/${created.id}`,
          draftBody([{ assortment: 'brannved', months: [{ month: m1!, volume: 20 }] }]),
          ifMatch(created.version),
        );
        expect(off.statusCode).toBe(409);
        expect(off.json().type).toBe('AssortmentNotInAgreementOrPeriodUnavailable');
        expect((await get('anna', `/${created.id}`)).json<Agreement>().volumes).toEqual([]);
      } finally {
        await seedPriceLists(db());
      }
    });

    it(
      'answers 412 on a stale version (two tabs), 428 without one; one of two saves at once wins',
      { tags: ['engine'] },
      async () => {
        const saved = await savedDraft();
        const stale = await send(
          'anna',
          'PUT',
          `/${saved.id}`,
          draftBody(twoAssortments()),
          ifMatch(saved.version - 1),
        );
        expect(stale.statusCode).toBe(412);
        expect(stale.json().type).toBe('NewerVersionConflict');
        const none = await send('anna', 'PUT', `/${saved.id}`, draftBody(twoAssortments()));
        expect(none.statusCode).toBe(428);
        const [a, b] = await Promise.all([
          send('anna', 'PUT', `/${saved.id}`, draftBody(twoAssortments()), ifMatch(saved.version)),
          send('anna', 'PUT', `/${saved.id}`, draftBody([]), ifMatch(saved.version)),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
      },
    );

    it('only the co-owner who created the draft may change, submit or delete it', async () => {
      const draft = (await get('bertil', `/${demoAgreementIds.bjorkasDraft}`)).json<Agreement>();
      const body = { ...draftBody([]), estates: [{ estateId: mapDemoIds.bjorkas, main: true }] };
      const save = await send('bertil', 'PUT', `/${draft.id}`, body, ifMatch(draft.version));
      expect(save.statusCode).toBe(403);
      expect(save.json().type).toBe('NotDraftCreator');
      expect(
        (await send('bertil', 'POST', `/${draft.id}/submit`, {}, ifMatch(draft.version))).json()
          .type,
      ).toBe('NotDraftCreator');
      expect(
        (await send('bertil', 'DELETE', `/${draft.id}`, undefined, ifMatch(draft.version)))
          .statusCode,
      ).toBe(403);
      // Anna with Bertil's proxy acts as Bertil: still not the creator.
      const proxied = await send(
        'anna',
        'PUT',
        `/${draft.id}`,
        body,
        ifMatch(draft.version),
        bertilId(),
      );
      expect(proxied.statusCode).toBe(403);
      const deleted = await send(
        'anna',
        'DELETE',
        `/${draft.id}`,
        undefined,
        ifMatch(draft.version),
      );
      expect(deleted.statusCode).toBe(204);
      expect((await get('anna', `/${draft.id}`)).statusCode).toBe(404);
    });

    it('removes assortments whose prices expired and says so once', async () => {
      const saved = await savedDraft([
        { assortment: 'brannved', months: [{ month: months(1)[0]!, volume: 30 }] },
        ...twoAssortments(),
      ]);
      await db().execute(
        sql`update price_list_assortments set price_list_id = ${demoPriceListIds.previous}::uuid where false`,
      );
      await db().execute(
        sql`delete from price_list_assortments where price_list_id = ${demoPriceListIds.current}::uuid and assortment = 'brannved'`,
      );
      try {
        const read = (await get('anna', `/${saved.id}`)).json<Agreement>();
        expect(read.removedAssortments).toEqual(['brannved']);
        expect(read.volumes.map((v) => v.assortment)).not.toContain('brannved');
      } finally {
        await db().execute(sql`delete from price_list_assortments`);
        await db().execute(
          sql`delete from price_lists where id not in (${demoPriceListIds.previous}::uuid, ${demoPriceListIds.current}::uuid)`,
        );
        const { seedPriceLists } = await import('../price-model/seed.ts');
        await seedPriceLists(db());
      }
    });
  });

  describe('the right to choose the liquidity recipient (platform §3, issue 28)', () => {
    /** Bertil's proxy to Anna with these rights only (the demo's gives signing), then back. */
    const withRights = (rights: ProxyRightCode[], run: () => Promise<void>) =>
      withProxyChanged(db(), () => ({ rights, roles: rolesForRights(rights) }), run);
    /** The Björkås draft (Anna and Bertil own it) as Bertil's, so Anna acts for its creator. */
    const bertilsDraft = async () => {
      const id = demoAgreementIds.bjorkasDraft;
      await db()
        .update(timberAgreements)
        .set({ createdByMemberId: demoIds.bertil })
        .where(eq(timberAgreements.id, id));
      return (await get('bertil', `/${id}`)).json<Agreement>();
    };
    /** Anna saves Bertil's draft (his main estate Björkås) naming `recipient` as the one paid. */
    const saveNaming = (draft: Agreement, recipient: string | null) =>
      send(
        'anna',
        'PUT',
        `/${draft.id}`,
        {
          ...draftBody([]),
          estates: [{ estateId: mapDemoIds.bjorkas, main: true }],
          economicRepresentativeId: recipient,
        },
        ifMatch(draft.version),
        bertilId(),
      );
    const choose = (draft: Agreement, recipient: string | null) =>
      send(
        'anna',
        'PUT',
        `/${draft.id}/liquidity-recipient`,
        { economicRepresentativeId: recipient },
        ifMatch(draft.version),
        bertilId(),
      );

    it('with only that right Anna chooses who is paid for Bertil’s timber, and changes nothing else', async () => {
      await withRights(['chooseLiquidityRecipient'], async () => {
        const draft = await bertilsDraft();
        const res = await choose(draft, demoIds.anna);
        expect(res.statusCode).toBe(200);
        expect(res.json<Agreement>()).toMatchObject({
          economicRepresentativeId: demoIds.anna,
          payoutByShare: false,
          version: draft.version + 1,
        });
        const body = {
          ...draftBody([]),
          estates: [{ estateId: mapDemoIds.bjorkas, main: true }],
          economicRepresentativeId: demoIds.anna,
        };
        const save = await send(
          'anna',
          'PUT',
          `/${draft.id}`,
          body,
          ifMatch(draft.version + 1),
          bertilId(),
        );
        expect(save.statusCode).toBe(403);
        const sign = await startSigning('anna', demoAgreementIds.bjorkasAwaiting, bertilId());
        expect(sign.statusCode).toBe(403);
        const stored = (await get('bertil', `/${draft.id}`)).json<Agreement>();
        expect(stored).toMatchObject({ name: draft.name, volumes: draft.volumes });
      });
    });

    it('the recipient is one of the co-owners, on the version shown', async () => {
      await withRights(['chooseLiquidityRecipient'], async () => {
        const draft = await bertilsDraft();
        const stranger = await choose(draft, demoIds.david);
        expect(stranger.json().type).toBe('EconomicRepresentativeNotFound');
        const stale = await choose({ ...draft, version: draft.version - 1 }, demoIds.anna);
        expect(stale.json().type).toBe('NewerVersionConflict');
      });
    });

    it('the right to sign forest agreements alone does not choose who is paid', async () => {
      const draft = await bertilsDraft();
      const res = await choose(draft, demoIds.anna);
      expect(res.statusCode).toBe(403);
      expect(res.json().type).toBe('LiquidityRecipientNotAllowed');
      const save = await saveNaming(draft, demoIds.anna);
      expect(save.statusCode).toBe(403);
      expect(save.json().type).toBe('LiquidityRecipientNotAllowed');
      // Saving the draft without changing the recipient is signing's to do.
      const keep = await saveNaming(draft, null);
      expect(keep.statusCode).toBe(200);
      expect(keep.json<Agreement>().economicRepresentativeId).toBeNull();
    });

    it('with both rights Anna may choose the recipient while saving the draft', async () => {
      await withRights(['signForestAgreements', 'chooseLiquidityRecipient'], async () => {
        const draft = await bertilsDraft();
        const save = await saveNaming(draft, demoIds.anna);
        expect(save.statusCode).toBe(200);
        expect(save.json<Agreement>().economicRepresentativeId).toBe(demoIds.anna);
      });
    });
  });

  describe('review and submit', () => {
    it('prices each assortment with the price model and sums the timber value', async () => {
      const saved = await savedDraft();
      const res = await get('anna', `/${saved.id}/review`);
      expect(res.statusCode).toBe(200);
      const review = res.json();
      const list = (await priceListOnDay(db(), todayInSweden()))!;
      const gran = review.prices.find((p: { assortment: string }) => p.assortment === 'grantimmer');
      expect(gran.volume).toBe(180);
      const expected = priceAssortment(
        list,
        list.assortments.find((a) => a.assortment === 'grantimmer')!,
        {
          agreementForm: 'leveransvirke',
          // Norrskogen's values (server/price-calculation/seed.ts).
          forestAccessibilityClass: '1A',
          roadAccessibilityClass: 'B',
          roadsideStorage: 'reloadingNotRequired',
          volume: { amount: 260, unit: 'm3fub' },
          certification: 'FSCAndPEFC',
          natureConservationBp: 1000,
        },
      );
      expect(gran.timberValueOre).toBe(
        timberValueOre(gran.pricePerUnitOre, { amount: 180, unit: 'm3fub' }),
      );
      expect(gran.basePriceOre).toBe(expected.basePriceOre);
      // Every part of §3's price info, adding up to the price per unit.
      expect(gran.premiums).toEqual(expected.premiums);
      expect(gran.reloadDeductionOre).toBe(expected.reloadDeductionOre);
      expect(gran.pricePerUnitOre).toBe(expected.pricePerUnitOre);
      expect(review.timberValueOre).toBe(
        review.prices.reduce(
          (sum: number, p: { timberValueOre: number }) => sum + p.timberValueOre,
          0,
        ),
      );
      expect(review).toMatchObject({ totalVolume: 260, needsSigning: true, lowVolume: [] });
    });

    it("prices an agreement by its own list: the archived one by last year's", async () => {
      const res = await get('anna', `/${demoAgreementIds.norrskogenArchived}/review`);
      expect(res.statusCode).toBe(200);
      const [previous] = await db()
        .select()
        .from(priceLists)
        .where(eq(priceLists.id, demoPriceListIds.previous));
      const list = (await priceListById(db(), demoPriceListIds.previous))!;
      const review = res.json<AgreementReview>();
      expect(review.prices.length).toBeGreaterThan(0);
      for (const price of review.prices) {
        const listed = list.assortments.find((a) => a.assortment === price.assortment)!;
        expect(price.basePriceOre).toBe(listed.basePriceOre);
        expect(price.validFrom).toBe(previous!.validFrom);
        expect(price.validTo).toBe(previous!.validTo);
      }
      // A draft whose pricing moment ended cannot be priced: the member picks another.
      await db()
        .update(timberAgreements)
        .set({ priceListId: demoPriceListIds.previous })
        .where(eq(timberAgreements.id, demoAgreementIds.bjorkasDraft));
      const draft = await get('anna', `/${demoAgreementIds.bjorkasDraft}/review`);
      expect(draft.json().type).toBe('MissingProductVersion');
    });

    it("answers SubProjectMissingDistrict when the main estate is no longer the member's", async () => {
      const saved = await savedDraft();
      // Ljungmyren is Ingrid's (the certification area's demo applicant), never Anna's.
      const { demoApplicantEstateId } = await testFaceOf('certification');
      await db()
        .update(timberAgreementEstates)
        .set({ estateId: demoApplicantEstateId })
        .where(eq(timberAgreementEstates.agreementId, saved.id));
      const res = await get('anna', `/${saved.id}/review`);
      expect(res.statusCode).toBe(409);
      expect(res.json().type).toBe('SubProjectMissingDistrict');
    });

    it('answers MissingPreCalculation when its list no longer prices an assortment of it', async () => {
      const saved = await savedDraft();
      await db()
        .delete(priceListAssortments)
        .where(
          and(
            eq(priceListAssortments.priceListId, demoPriceListIds.current),
            eq(priceListAssortments.assortment, 'barrmassaved'),
          ),
        );
      try {
        const review = await get('anna', `/${saved.id}/review`);
        expect(review.statusCode).toBe(409);
        expect(review.json().type).toBe('MissingPreCalculation');
        const submit = await send(
          'anna',
          'POST',
          `/${saved.id}/submit`,
          {},
          ifMatch(saved.version),
        );
        expect(submit.json().type).toBe('AssortmentNotInAgreementOrPeriodUnavailable');
        expect((await get('anna', `/${saved.id}`)).json<Agreement>().status).toBe('Draft');
      } finally {
        await seedPriceLists(db());
      }
    });

    it('needs a timber buyer to send the agreement to (§8 MissingInspector); nothing changes without one', async () => {
      const saved = await savedDraft();
      const annas = await db()
        .select()
        .from(inspectors)
        .where(eq(inspectors.memberId, demoIds.anna));
      await db().delete(inspectors).where(eq(inspectors.memberId, demoIds.anna));
      try {
        const res = await send('anna', 'POST', `/${saved.id}/submit`, {}, ifMatch(saved.version));
        expect(res.statusCode).toBe(409);
        expect(res.json().type).toBe('MissingInspector');
        expect((await get('anna', `/${saved.id}`)).json<Agreement>().status).toBe('Draft');
        expect(await taskOf(saved.id)).toBeUndefined();
      } finally {
        await db().insert(inspectors).values(annas);
      }
      const sent = await send('anna', 'POST', `/${saved.id}/submit`, {}, ifMatch(saved.version));
      expect(sent.statusCode).toBe(200);
    });

    it('warns below 10 m3fub per assortment and needs volume to submit', async () => {
      const low = await savedDraft([
        { assortment: 'grantimmer', months: [{ month: months(1)[0]!, volume: 8 }] },
      ]);
      expect((await get('anna', `/${low.id}/review`)).json()).toMatchObject({
        lowVolume: ['grantimmer'],
        needsSigning: false,
      });
      await db().delete(timberAgreements).where(eq(timberAgreements.id, low.id));
      const empty = await savedDraft([
        { assortment: 'grantimmer', months: [{ month: months(1)[0]!, volume: 0 }] },
      ]);
      const res = await send('anna', 'POST', `/${empty.id}/submit`, {}, ifMatch(empty.version));
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe('MissingAssortments');
    });

    it(
      'submits once: sent for signing with a staff-desk task; then it is no draft',
      { tags: ['engine'] },
      async () => {
        const saved = await savedDraft();
        const [a, b] = await Promise.all([
          send('anna', 'POST', `/${saved.id}/submit`, {}, ifMatch(saved.version)),
          send('anna', 'POST', `/${saved.id}/submit`, {}, ifMatch(saved.version)),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
        const submitted = (a.statusCode === 200 ? a : b).json<Agreement>();
        expect(submitted).toMatchObject({
          status: 'SentForSign',
          signMethod: 'electronic',
          agreedVolume: 260,
        });
        expect(submitted.validFrom).toBe(`${months(1)[0]}-01`);
        expect((await taskOf(saved.id))?.status).toBe('open');
        const edit = await send(
          'anna',
          'PUT',
          `/${saved.id}`,
          draftBody(twoAssortments()),
          ifMatch(submitted.version),
        );
        expect(edit.json().type).toBe('AgreementNotDraft');
        // §6: adding an assortment or volume above the agreed asks for the adviser or support.
        const [m1] = months(1);
        const added = await send(
          'anna',
          'PUT',
          `/${saved.id}`,
          draftBody([
            ...twoAssortments(),
            { assortment: 'talltimmer', months: [{ month: m1!, volume: 10 }] },
          ]),
          ifMatch(submitted.version),
        );
        expect(added.json().type).toBe('AssortmentMissingOnOpportunity');
        const more = twoAssortments();
        more[0]!.months[0]!.volume += 1;
        const raised = await send(
          'anna',
          'PUT',
          `/${saved.id}`,
          draftBody(more),
          ifMatch(submitted.version),
        );
        expect(raised.json().type).toBe('VolumeExceedsAgreement');
        for (const code of [
          'AgreementNotDraft',
          'AssortmentMissingOnOpportunity',
          'VolumeExceedsAgreement',
        ] as const) {
          expect(timberProblems[code].message).toMatch(
            /Kontakta din virkesköpare eller kundtjänst/,
          );
        }
        const after = (await get('anna', `/${saved.id}`)).json<Agreement>();
        expect(after.agreedVolume).toBe(260);
      },
    );
  });

  describe('generations (v2 and v3, §2.1)', () => {
    const v2 = demoAgreementIds.norrskogenV2;
    const quoteProject = demoQuoteProjectIds.norrskogenV2;
    const listed = async () =>
      (await get('anna', '')).json<{ agreements: Agreement[] }>().agreements.map((a) => a.id);

    it("v2's wizard id is its quote project; v3's is the agreement (opportunity) id", async () => {
      const list = (await get('anna', '')).json<{ agreements: Agreement[] }>().agreements;
      expect(list.find((a) => a.id === v2)).toMatchObject({
        generation: 'v2',
        wizardId: quoteProject,
        name: 'Leveransvirke Norrskogen södra',
        status: 'Active',
        agreedVolume: 150,
        reportedVolume: 40,
      });
      const v3 = list.find((a) => a.id === demoAgreementIds.norrskogenActive)!;
      expect(v3).toMatchObject({ generation: 'v3', wizardId: v3.id });
      const byQuote = await get('anna', `/${quoteProject}`);
      expect(byQuote.statusCode).toBe(200);
      expect(byQuote.json<Agreement>().id).toBe(v2);
      expect((await get('anna', `/${quoteProject}/review`)).statusCode).toBe(200);
      expect((await get('cecilia', `/${quoteProject}`)).statusCode).toBe(404);
    });

    it('lists and opens only the generations whose flag is on', async () => {
      withWizards('v3');
      expect(await listed()).not.toContain(v2);
      expect(await listed()).toContain(demoAgreementIds.norrskogenActive);
      expect((await get('anna', `/${quoteProject}`)).statusCode).toBe(404);
      expect((await get('anna', `/${v2}`)).statusCode).toBe(404);
      withWizards('v2');
      expect(await listed()).toEqual([v2]);
      expect((await get('anna', `/${demoAgreementIds.norrskogenActive}`)).statusCode).toBe(404);
      setFlags();
      expect(await listed()).toEqual([]);
      expect((await create()).json().type).toBe('TimberAccessDenied');
    });

    it('a new draft is v3 when v3 is on, v2 with a quote project id under v2 only', async () => {
      withWizards('v2', 'v3');
      const v3Draft = (await create()).json<Agreement>();
      expect(v3Draft).toMatchObject({ generation: 'v3', wizardId: v3Draft.id });
      await send('anna', 'DELETE', `/${v3Draft.id}`, undefined, ifMatch(v3Draft.version));
      withWizards('v2');
      const res = await create();
      expect(res.statusCode).toBe(201);
      const draft = res.json<Agreement>();
      expect(draft.generation).toBe('v2');
      expect(draft.wizardId).not.toBe(draft.id);
      // The wizard works through the quote project id: save, submit, then the desk signs.
      const [a, b] = months(2);
      const saved = await send(
        'anna',
        'PUT',
        `/${draft.wizardId}`,
        draftBody([
          {
            assortment: 'grantimmer',
            months: [
              { month: a!, volume: 60 },
              { month: b!, volume: 60 },
            ],
          },
        ]),
        ifMatch(draft.version),
      );
      expect(saved.statusCode).toBe(200);
      const submittedV2 = await send(
        'anna',
        'POST',
        `/${draft.wizardId}/submit`,
        {},
        ifMatch(saved.json<Agreement>().version),
      );
      expect(submittedV2.json<Agreement>()).toMatchObject({
        status: 'SentForSign',
        generation: 'v2',
        agreedVolume: 120,
      });
      expect(await cooperativeSigns(draft.id)).toMatchObject({ ok: true });
      const start = await startSigning('anna', draft.wizardId);
      expect(start.statusCode).toBe(201);
      await signing.signWith('anna', start, numbers.anna);
      expect((await get('anna', `/${draft.wizardId}`)).json<Agreement>().status).toBe('Active');
    });

    it('the same quote project id cannot name two agreements', { tags: ['engine'] }, async () => {
      const [row] = await db()
        .select()
        .from(timberAgreements)
        .where(eq(timberAgreements.id, demoAgreementIds.norrskogenArchived));
      await expect(
        db()
          .update(timberAgreements)
          .set({ generation: 'v2', quoteProjectId: quoteProject })
          .where(eq(timberAgreements.id, row!.id)),
      ).rejects.toThrow();
      await expect(
        db()
          .update(timberAgreements)
          .set({ generation: 'v2', quoteProjectId: null })
          .where(eq(timberAgreements.id, row!.id)),
      ).rejects.toThrow();
    });
  });

  describe("the Opportunity variants: each generation's wizard (README.md)", () => {
    const v2 = demoQuoteProjectIds.norrskogenV2;
    const v3 = demoAgreementIds.norrskogenActive;
    const awaiting = demoAgreementIds.bjorkasAwaiting;
    const listed = async () =>
      (await get('anna', '')).json<{ agreements: Agreement[] }>().agreements.map((a) => a.id);

    it('off: the agreements are listed, but no wizard call opens, creates or signs', async () => {
      setFlags('TimberManagerViol2', 'TimberManagerViol3');
      expect(await listed()).toEqual(expect.arrayContaining([v3, awaiting]));
      expect(await listed()).toContain(demoAgreementIds.norrskogenV2);
      for (const url of [`/${v3}`, `/${v2}`, `/${v3}/review`]) {
        expect((await get('anna', url)).json().type, url).toBe('OpportunityNotFound');
      }
      const options = await get('anna', '/options');
      expect(options.statusCode).toBe(403);
      expect(options.json().type).toBe('TimberAccessDenied');
      expect((await create()).json().type).toBe('TimberAccessDenied');
      const draft = await get('anna', `/${demoAgreementIds.bjorkasDraft}`);
      expect(draft.statusCode).toBe(404);
      expect((await startSigning('anna', awaiting)).statusCode).toBe(404);
      const removed = await send('anna', 'DELETE', `/${demoAgreementIds.bjorkasDraft}`, undefined, {
        'if-match': '"1"',
      });
      expect(removed.statusCode).toBe(404);
      expect(await listed()).toContain(demoAgreementIds.bjorkasDraft);
    });

    it("one generation's variant opens only that generation's wizard", async () => {
      setFlags('TimberManagerViol2', 'TimberManagerViol3', 'TimberManagerViol3Opportunity');
      expect((await get('anna', `/${v3}`)).statusCode).toBe(200);
      expect((await get('anna', `/${v2}`)).statusCode).toBe(404);
      expect((await get('anna', '/options')).statusCode).toBe(200);
      const v3Draft = await create();
      expect(v3Draft.json<Agreement>().generation).toBe('v3');
      await send('anna', 'DELETE', `/${v3Draft.json<Agreement>().id}`, undefined, ifMatch(1));

      setFlags('TimberManagerViol2', 'TimberManagerViol3', 'TimberManagerViol2Opportunity');
      expect((await get('anna', `/${v2}`)).statusCode).toBe(200);
      expect((await get('anna', `/${v3}`)).statusCode).toBe(404);
      // v3's route set is on but its wizard is not: a new draft is of v2.
      expect((await create()).json<Agreement>()).toMatchObject({ generation: 'v2' });
    });

    it("a variant without its generation's flag opens nothing", async () => {
      setFlags('TimberManagerViol3Opportunity', 'TimberManagerViol2Opportunity');
      expect(await listed()).toEqual([]);
      expect((await get('anna', `/${v3}`)).statusCode).toBe(404);
      expect((await create()).json().type).toBe('TimberAccessDenied');
    });
  });

  describe('signing', () => {
    async function submitted(volumes = twoAssortments(), extra = {}) {
      const saved = await savedDraft(volumes, extra);
      const res = await send('anna', 'POST', `/${saved.id}/submit`, {}, ifMatch(saved.version));
      expect(res.statusCode).toBe(200);
      return res.json<Agreement>();
    }

    it(
      'the cooperative signs first, then Anna; the agreement becomes active',
      { tags: ['engine'] },
      async () => {
        const agreement = await submitted();
        const early = await startSigning('anna', agreement.id);
        expect(early.json().type).toBe('CooperativeNotSigned');
        expect(await cooperativeSigns(agreement.id)).toMatchObject({ ok: true });
        const after = (await get('anna', `/${agreement.id}`)).json<Agreement>();
        expect(after.awaitingMySignature).toBe(true);
        expect(
          new Date(after.signDeadline!).getTime() - new Date(after.cooperativeSignedAt!).getTime(),
        ).toBe(10 * 24 * 3600 * 1000);
        const done = await signing.signWith(
          'anna',
          await startSigning('anna', agreement.id),
          numbers.anna,
        );
        expect(done.json()).toMatchObject({ status: 'complete', result: { allSigned: true } });
        const active = (await get('anna', `/${agreement.id}`)).json<Agreement>();
        expect(active.status).toBe('Active');
        expect(active.signers).toMatchObject([{ name: 'Anna Skog', signedByName: null }]);
        expect((await startSigning('anna', agreement.id)).json().type).toBe(
          'AgreementNotAwaitingSignature',
        );
      },
    );

    it('under 100 m3fub with payout by share needs no signing: the cooperative handles it', async () => {
      const [m1] = months(1);
      const agreement = await submitted([
        { assortment: 'grantimmer', months: [{ month: m1!, volume: 99 }] },
      ]);
      expect(agreement.signMethod).toBe('none');
      await cooperativeSigns(agreement.id);
      const after = (await get('anna', `/${agreement.id}`)).json<Agreement>();
      expect(after).toMatchObject({ status: 'Active', signers: [], awaitingMySignature: false });
    });

    it('at exactly 100 m3fub the co-owners sign', async () => {
      const agreement = await submitted([
        { assortment: 'grantimmer', months: [{ month: months(1)[0]!, volume: 100 }] },
      ]);
      expect(agreement.signMethod).toBe('electronic');
    });

    it(
      'Anna signs for herself and, with his proxy, for Bertil on Björkås: one signing each',
      { tags: ['engine'] },
      async () => {
        const id = demoAgreementIds.bjorkasAwaiting;
        const mine = await signing.signWith('anna', await startSigning('anna', id), numbers.anna);
        expect(mine.json()).toMatchObject({ status: 'complete', result: { allSigned: false } });
        expect((await startSigning('anna', id)).json().type).toBe('AlreadySigned');
        // The signing view acts for Bertil too (X-User-Id) while Anna signs with her own e-ID.
        const started = await startSigning('anna', id, bertilId());
        expect(started.statusCode).toBe(201);
        const { orderRef } = started.json<{ orderRef: string }>();
        const orderUrl = `/api/v1/signing/orders/${encodeURIComponent(orderRef)}`;
        const asProxy = await headers('anna', bertilId());
        const confirmed = await t.app.inject({
          method: 'POST',
          url: `${orderUrl}/test-confirm`,
          headers: asProxy,
          payload: { personalNumber: numbers.anna },
        });
        expect(confirmed.statusCode).toBe(200);
        let poll = await signing.poll('anna', orderRef, { 'x-user-id': bertilId() });
        for (let i = 0; i < 5 && poll.json().status === 'pending'; i++) {
          poll = await signing.poll('anna', orderRef, { 'x-user-id': bertilId() });
        }
        expect(poll.json()).toMatchObject({ status: 'complete', result: { allSigned: true } });
        const after = (await get('bertil', `/${id}`)).json<Agreement>();
        expect(after.status).toBe('Active');
        expect(after.signers.find((s) => s.name === 'Bertil Gran')).toMatchObject({
          signedByName: 'Anna Skog',
        });
        const row = await signerRow(db(), id, demoIds.bertil);
        expect(row!.proxyId).not.toBeNull();
      },
    );

    it('a proxy may not sign when a liquidity recipient was chosen, nor without the right', async () => {
      await db()
        .update(timberAgreements)
        .set({ economicRepresentativeId: demoIds.anna })
        .where(eq(timberAgreements.id, demoAgreementIds.bjorkasAwaiting));
      const res = await startSigning('anna', demoAgreementIds.bjorkasAwaiting, bertilId());
      expect(res.statusCode).toBe(403);
      expect(res.json().type).toBe('ProxySigningNotAllowed');
    });

    it('Bertil signs Björkås with his own e-ID after Anna', async () => {
      const id = demoAgreementIds.bjorkasAwaiting;
      await signing.signWith('anna', await startSigning('anna', id), numbers.anna);
      const his = await signing.signWith(
        'bertil',
        await startSigning('bertil', id),
        numbers.bertil,
      );
      expect(his.json()).toMatchObject({ status: 'complete', result: { allSigned: true } });
      const after = (await get('bertil', `/${id}`)).json<Agreement>();
      expect(after.status).toBe('Active');
      expect(after.signers.find((s) => s.name === 'Bertil Gran')).toMatchObject({
        signedByName: null,
      });
    });

    it('a proxy without the right to sign forest agreements may not start signing', async () => {
      const bertilsProxy = and(
        eq(proxies.giverMemberId, demoIds.bertil),
        eq(proxies.receiverMemberId, demoIds.anna),
      );
      await db()
        .update(proxies)
        .set({ rights: sql`array_remove(${proxies.rights}, 'signForestAgreements')` })
        .where(bertilsProxy);
      try {
        const res = await startSigning('anna', demoAgreementIds.bjorkasAwaiting, bertilId());
        expect(res.statusCode).toBe(403);
        const row = await signerRow(db(), demoAgreementIds.bjorkasAwaiting, demoIds.bertil);
        expect(row!.signedAt).toBeNull();
      } finally {
        await db()
          .update(proxies)
          .set({ rights: sql`array_append(${proxies.rights}, 'signForestAgreements')` })
          .where(bertilsProxy);
      }
    });

    it('a co-owner with no signer row is no sign party (InvalidSignParty)', async () => {
      const id = demoAgreementIds.bjorkasAwaiting;
      await db()
        .delete(timberAgreementSigners)
        .where(
          and(
            eq(timberAgreementSigners.agreementId, id),
            eq(timberAgreementSigners.memberId, demoIds.bertil),
          ),
        );
      const res = await startSigning('bertil', id);
      expect(res.statusCode).toBe(403);
      expect(res.json().type).toBe('InvalidSignParty');
    });

    it('an agreement whose validity has ended cannot be signed (AgreementPastEndDate)', async () => {
      const id = demoAgreementIds.bjorkasAwaiting;
      await db()
        .update(timberAgreements)
        .set({ validTo: '2020-12-31' })
        .where(eq(timberAgreements.id, id));
      const res = await startSigning('anna', id);
      expect(res.statusCode).toBe(409);
      expect(res.json().type).toBe('AgreementPastEndDate');
    });

    it('a proxy that lost the right before completing is refused; nothing is signed', async () => {
      const id = demoAgreementIds.bjorkasAwaiting;
      const started = await startSigning('anna', id, bertilId());
      expect(started.statusCode).toBe(201);
      const { orderRef } = started.json<{ orderRef: string }>();
      await db()
        .update(proxies)
        .set({ rights: sql`array_remove(${proxies.rights}, 'signForestAgreements')` })
        .where(
          and(
            eq(proxies.giverMemberId, demoIds.bertil),
            eq(proxies.receiverMemberId, demoIds.anna),
          ),
        );
      try {
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/signing/orders/${encodeURIComponent(orderRef)}/test-confirm`,
          headers: await headers('anna', bertilId()),
          payload: { personalNumber: numbers.anna },
        });
        let poll = await signing.poll('anna', orderRef, { 'x-user-id': bertilId() });
        for (let i = 0; i < 5 && poll.json().status === 'pending'; i++) {
          poll = await signing.poll('anna', orderRef, { 'x-user-id': bertilId() });
        }
        expect(poll.json().status).not.toBe('complete');
        const row = await signerRow(db(), id, demoIds.bertil);
        expect(row!.signedAt).toBeNull();
      } finally {
        await db()
          .update(proxies)
          .set({ rights: sql`array_append(${proxies.rights}, 'signForestAgreements')` })
          .where(
            and(
              eq(proxies.giverMemberId, demoIds.bertil),
              eq(proxies.receiverMemberId, demoIds.anna),
            ),
          );
      }
    });

    it('a legal person without a proxy signs by post', async () => {
      await db()
        .update(members)
        .set({ isOrganizationUser: true })
        .where(eq(members.id, demoIds.bertil));
      await db()
        .delete(timberAgreementSigners)
        .where(eq(timberAgreementSigners.agreementId, demoAgreementIds.bjorkasAwaiting));
      await db()
        .update(timberAgreements)
        .set({ cooperativeSignedAt: null, signDeadline: null })
        .where(eq(timberAgreements.id, demoAgreementIds.bjorkasAwaiting));
      const { counterSign } = await import('./counterSignTask.ts');
      await db().transaction((tx) => counterSign(tx, demoAgreementIds.bjorkasAwaiting));
      const res = await startSigning('bertil', demoAgreementIds.bjorkasAwaiting);
      expect(res.json().type).toBe('PostalSigningRequired');
      const view = (await get('anna', `/${demoAgreementIds.bjorkasAwaiting}`)).json<Agreement>();
      expect(view.signers.map((s) => [s.name, s.method])).toEqual([
        ['Anna Skog', 'electronic'],
        ['Bertil Gran', 'postal'],
      ]);
    });

    it(
      'expires after 10 days by the job unless everyone signed',
      { tags: ['engine'] },
      async () => {
        const id = demoAgreementIds.bjorkasAwaiting;
        await db()
          .update(timberAgreements)
          .set({ signDeadline: new Date(Date.now() - 1000) })
          .where(eq(timberAgreements.id, id));
        expect((await startSigning('anna', id)).json().type).toBe('SigningWindowExpired');
        await db()
          .update(jobs)
          .set({ runAt: new Date(Date.now() - 1000) })
          .where(eq(jobs.kind, expireAgreementSigning.name));
        expect(await runDueJobs(db(), [expireAgreementSigning])).toBeGreaterThan(0);
        const [row] = await db().select().from(timberAgreements).where(eq(timberAgreements.id, id));
        expect(row).toMatchObject({ status: 'Archived', endedReason: 'signingExpired' });
      },
    );

    it('the expiry job leaves a signed agreement alone', async () => {
      const agreement = await submitted();
      await cooperativeSigns(agreement.id);
      await signing.signWith('anna', await startSigning('anna', agreement.id), numbers.anna);
      await db()
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.kind, expireAgreementSigning.name));
      await runDueJobs(db(), [expireAgreementSigning]);
      const [row] = await db()
        .select()
        .from(timberAgreements)
        .where(eq(timberAgreements.id, agreement.id));
      expect(row!.status).toBe('Active');
    });

    it('a co-owner who is no party, and staff impersonating, may not sign', async () => {
      expect((await startSigning('cecilia', demoAgreementIds.bjorkasAwaiting)).statusCode).toBe(
        404,
      );
      const imp = await startImpersonation(db());
      const token = await t.tokenFor(demoIds.anna, { idp: 'staff', imp: imp.id });
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/${demoAgreementIds.bjorkasAwaiting}/signing`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        payload: {},
      });
      expect(res.statusCode).toBe(403);
      await db()
        .delete(impersonations)
        .where(inArray(impersonations.id, [imp.id]));
    });

    it('the cooperative may decline: the agreement ends', async () => {
      const agreement = await submitted();
      const task = await taskOf(agreement.id);
      const outcome = await handleStaffTask(db(), staffTaskKindsOf(serverAreas), {
        taskId: task!.id,
        action: 'decline',
        staff: { id: demoIds.eva, name: 'Eva', email: 'eva@example.se' },
        note: 'Fel fastighet.',
      });
      expect(outcome).toMatchObject({ ok: true });
      expect((await get('anna', `/${agreement.id}`)).json<Agreement>().status).toBe('Archived');
    });
  });
});

const bertilId = () => demoIds.bertil;
