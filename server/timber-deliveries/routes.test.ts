import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeatureFlag, FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberScreenMessages } from '../../shared/contracts/timber/screenMessages.ts';
import {
  landingSchema,
  type DeliveriesAnswer,
  type DeliveryDetail,
  type DeliveryMonths,
} from '../../shared/contracts/timber-deliveries.ts';
import { timberDeliveriesProblems } from '../../shared/contracts/timber-deliveries/problems.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { demoIds } from '../db/seed.ts';
import { staffTasks } from '../staff-desk/schema.ts';
import { testFaceOf } from '../testing/testFaces.ts';
import { closeDeliveriesBySystem } from './jobs.ts';
import {
  timberDeliveries,
  timberLandingAssortments,
  timberLandings,
  timberStackTagOrders,
} from './schema.ts';
import { demoDeliveryIds, seedTimberDeliveries } from './seed.ts';
import { stackTagsExpectedBy } from './stackTags.ts';
import {
  assortmentBody,
  flagsOn,
  handleOpenTask,
  landingBody,
  squareArea,
  useDeliveriesTestApp,
} from './testing.ts';

const base = '/api/v1/timber-deliveries';
type Person = 'anna' | 'bertil' | 'cecilia' | 'david';
const { demoAgreementIds, demoQuoteProjectIds, setAgreementsEnd } =
  await testFaceOf('timber-agreements');
const { demoServiceOrders, setServiceOrderState } = await testFaceOf('ordered-services');
const agreementId = demoAgreementIds.norrskogenActive;

const demoFlags: FeatureFlagName[] = [
  'TimberManagerViol2',
  'TimberManagerViol3',
  'TimberManagerViol3Delivery',
  'Eudr',
];

describe('timber deliveries', () => {
  /** The generation flags (§2.1); each test starts with the demo's (v2 deliveries off). */
  let flags: FeatureFlag[] = [];
  const setFlags = (...on: FeatureFlagName[]) => {
    flags = flagsOn(...on);
  };
  const { testApp, db } = useDeliveriesTestApp(() => flags);

  beforeEach(() => {
    setFlags(...demoFlags);
  });

  const call = async (
    person: Person,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
    actingFor?: string,
  ) =>
    testApp().app.inject({
      method,
      url: `${base}${url}`,
      headers: { ...(await testApp().as(person, actingFor)), ...extra },
      ...(payload ? { payload } : {}),
    });
  const list = async (person: Person = 'anna') =>
    (await call(person, 'GET', `/agreements/${agreementId}/deliveries`)).json<DeliveriesAnswer>();
  const detail = async (id: string) =>
    (await call('anna', 'GET', `/deliveries/${id}`)).json<DeliveryDetail>();
  const newDraft = async () => {
    await call('anna', 'DELETE', `/deliveries/${demoDeliveryIds.draft}`);
    const created = await call('anna', 'POST', `/agreements/${agreementId}/deliveries`);
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string }>().id;
  };
  const postLanding = (deliveryId: string, body: object = landingBody()) =>
    call('anna', 'POST', `/deliveries/${deliveryId}/landings`, body);
  const postAssortment = (deliveryId: string, landingId: string, body: object = assortmentBody()) =>
    call('anna', 'POST', `/deliveries/${deliveryId}/landings/${landingId}/assortments`, body);
  const addLanding = async (deliveryId: string, extra: object = {}) => {
    const res = await postLanding(deliveryId, landingBody(extra));
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string; version: number }>();
  };
  const handleTask = (kind: string, subjectId: string, action: string, note = '') =>
    handleOpenTask(db(), kind, subjectId, action, note);
  /** A draft with one assortment and its origin area, the origin's review waiting. */
  const draftWithOrigin = async () => {
    const id = await newDraft();
    const created = await addLanding(id);
    await postAssortment(id, created.id);
    await call('anna', 'PUT', `/deliveries/${id}/origin-areas`, {
      eudrVolume: 100,
      areas: [{ geometry: squareArea(479_400, 6_305_400, 300), compartmentIds: [] }],
    });
    return { id, landing: created };
  };

  /** A draft with one assortment, origin approved: ready to complete. */
  const readyDraft = async () => {
    const draft = await draftWithOrigin();
    expect((await handleTask('timberOriginReview', draft.id, 'approve')).ok).toBe(true);
    return draft;
  };
  /** Anna completes the notification as final, with no message to the transporter. */
  const completeFinal = (id: string, email = 'anna@example.se') =>
    call('anna', 'POST', `/deliveries/${id}/complete`, {
      emails: [email],
      deliveryStatus: 'final',
      transporterMessage: '',
    });
  /** The delivery's row as stored. */
  const storedDelivery = async (id: string) =>
    (await db().select().from(timberDeliveries).where(eq(timberDeliveries.id, id)))[0]!;
  const openTasks = (kind: string, subjectId: string) =>
    db()
      .select()
      .from(staffTasks)
      .where(and(eq(staffTasks.kind, kind), eq(staffTasks.subjectId, subjectId)));
  const expectProblem = (
    res: { statusCode: number; json: () => unknown },
    status: number,
    type: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect((res.json() as { type: string }).type).toContain(type);
  };

  describe('the deliveries view and access', () => {
    it('lists the seeded notifications with landings, assortments, volumes and reasons', async () => {
      const answer = await list();
      expect(answer.agreement.name).toBe('Slutavverkning Norrskogen norra');
      expect(answer.agreement.assortments).toEqual(['barrmassaved', 'grantimmer']);
      const byId = new Map(answer.deliveries.map((d) => [d.id, d]));
      const ongoing = byId.get(demoDeliveryIds.ongoing)!;
      expect(ongoing).toMatchObject({
        status: 'Ongoing',
        landings: 2,
        assortments: ['barrmassaved', 'grantimmer'],
        volume: 185,
        eudrStatus: 'Approved',
      });
      expect(ongoing.timberOrderNumber).toMatch(/^VO-\d+$/);
      expect(ongoing.agreementNumber).toMatch(/^LV-\d+$/);
      expect(ongoing.stackTags?.status).toBe('Ordered');
      expect(byId.get(demoDeliveryIds.draft)?.status).toBe('Draft');
      expect(byId.get(demoDeliveryIds.closed)).toMatchObject({
        status: 'Closed',
        finalDeliveryReason: 'InactiveBySystem',
      });
    });

    it("Bertil sees his own Björkås notifications and landings, never Anna's Norrskogen ones", async () => {
      const res = await call(
        'bertil',
        'GET',
        `/agreements/${demoAgreementIds.bjorkasActive}/deliveries`,
      );
      expect(res.statusCode).toBe(200);
      const answer = res.json<DeliveriesAnswer>();
      expect(answer.agreement.name).toBe('Slutavverkning Björkås västra');
      expect(answer.deliveries.map((d) => [d.id, d.status, d.landings, d.volume])).toEqual([
        [demoDeliveryIds.bjorkasDraft, 'Draft', 1, 35],
      ]);
      const own = await call('bertil', 'GET', `/deliveries/${demoDeliveryIds.bjorkasDraft}`);
      expect(own.statusCode).toBe(200);
      const landings = own.json<DeliveryDetail>().landings;
      expect(landings.map((l) => l.name)).toEqual(['Avlägg vid Björkåsvägen']);
      expect(own.json<DeliveryDetail>().estates!.map((e) => e.designation)).toEqual([
        'Björkås 2:7',
      ]);
      // Anna, co-owner of Björkås, sees it too; her Norrskogen list does not carry it.
      expect((await list()).deliveries.some((d) => d.id === demoDeliveryIds.bjorkasDraft)).toBe(
        false,
      );
    });

    it('answers 404 to members who do not own the agreement (Bertil, Cecilia) for every id', async () => {
      for (const person of ['bertil', 'cecilia'] as const) {
        expect(
          (await call(person, 'GET', `/agreements/${agreementId}/deliveries`)).statusCode,
        ).toBe(404);
        expect(
          (await call(person, 'GET', `/deliveries/${demoDeliveryIds.ongoing}`)).statusCode,
        ).toBe(404);
        expect(
          (
            await call(
              person,
              'POST',
              `/deliveries/${demoDeliveryIds.draft}/landings`,
              landingBody(),
            )
          ).statusCode,
        ).toBe(404);
        expect(
          (await call(person, 'DELETE', `/deliveries/${demoDeliveryIds.draft}`)).statusCode,
        ).toBe(404);
      }
      expect((await detail(demoDeliveryIds.draft)).delivery.status).toBe('Draft');
    });

    it('refuses a proxy without the deliveries roles (403) and a member without them', async () => {
      const res = await call(
        'anna',
        'GET',
        `/agreements/${agreementId}/deliveries`,
        undefined,
        {},
        // Anna acting for Bertil (x-user-id names the giver): his proxy gives her the
        // agreements roles, not the deliveries'.
        demoIds.bertil,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json<{ type: string }>().type).toBe('forbidden');
      expect((await call('david', 'GET', `/agreements/${agreementId}/deliveries`)).statusCode).toBe(
        403,
      );
    });

    it('gives the landing list in one answer: landings, assortments, origin, estates, address', async () => {
      const answer = await detail(demoDeliveryIds.ongoing);
      expect(answer.landings).toHaveLength(2);
      expect(answer.landings.flatMap((l) => l.assortments)).toHaveLength(3);
      expect(answer.originAreas).toHaveLength(1);
      expect(answer.originAreas[0]!.hectares).toBeCloseTo(24.75, 2);
      expect(answer.originLocked).toBe(true);
      expect(answer.estates!.map((e) => e.designation)).toEqual(['Norrskogen 1:4']);
      expect(answer.estates![0]!.compartments.length).toBeGreaterThan(0);
    });
  });

  describe('estates fetch failed (§8)', () => {
    it('the landing list still answers, with estates null, when the estates cannot be read', async () => {
      await db().execute(sql`alter table map_compartments rename to map_compartments_away`);
      try {
        const res = await call('anna', 'GET', `/deliveries/${demoDeliveryIds.ongoing}`);
        expect(res.statusCode).toBe(200);
        const answer = res.json<DeliveryDetail>();
        expect(answer.estates).toBeNull();
        expect(answer.landings.length).toBeGreaterThan(0);
      } finally {
        await db().execute(sql`alter table map_compartments_away rename to map_compartments`);
      }
      expect((await detail(demoDeliveryIds.ongoing)).estates).not.toBeNull();
    });
  });

  describe('notifications', () => {
    it(
      'keeps one draft per agreement, also for two creates at once',
      { tags: ['engine'] },
      async () => {
        const again = await call('anna', 'POST', `/agreements/${agreementId}/deliveries`);
        expectProblem(again, 409, 'DraftDeliveryExists');
        expect(timberDeliveriesProblems.DraftDeliveryExists.message).toBeTruthy();
        await call('anna', 'DELETE', `/deliveries/${demoDeliveryIds.draft}`);
        const both = await Promise.all([
          call('anna', 'POST', `/agreements/${agreementId}/deliveries`),
          call('anna', 'POST', `/agreements/${agreementId}/deliveries`),
        ]);
        expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      },
    );

    it('removes drafts only, and closes ongoing ones as ManualByUser; closed ones are read-only', async () => {
      expectProblem(
        await call('anna', 'DELETE', `/deliveries/${demoDeliveryIds.ongoing}`),
        409,
        'DeliveryNotDraft',
      );
      expectProblem(
        await call('anna', 'POST', `/deliveries/${demoDeliveryIds.draft}/close`),
        409,
        'InvalidDeliveryStatus',
      );
      expect(
        (await call('anna', 'POST', `/deliveries/${demoDeliveryIds.ongoing}/close`)).statusCode,
      ).toBe(200);
      const closed = (await detail(demoDeliveryIds.ongoing)).delivery;
      expect(closed).toMatchObject({ status: 'Closed', finalDeliveryReason: 'ManualByUser' });
      expectProblem(await postLanding(demoDeliveryIds.ongoing), 409, 'InvalidDeliveryStatus');
    });

    it('refuses new notifications once the agreement has ended', async () => {
      await setAgreementsEnd(db(), [agreementId], '2020-01-31');
      await call('anna', 'DELETE', `/deliveries/${demoDeliveryIds.draft}`);
      expectProblem(
        await call('anna', 'POST', `/agreements/${agreementId}/deliveries`),
        409,
        'AgreementPastEndDate',
      );
    });
  });

  describe('landings', () => {
    it('refuses a bad name or comment with Swedish messages and stores nothing', async () => {
      const id = await newDraft();
      const res = await postLanding(
        id,
        landingBody({ name: 'Avlägg <1>', comment: 'x', position: { e: 10, n: 10 } }),
      );
      expect(res.statusCode).toBe(400);
      const errors = res.json<{ errors: Record<string, string> }>().errors;
      expect(errors.name).toBe(
        'Namnet får bara innehålla bokstäverna A–Ö (även é och ü), siffror och mellanslag.',
      );
      expect(errors.comment).toMatch(/Kommentaren ska vara/);
      expect(errors.position).toBe('Platsen ligger utanför Sverige.');
      const long = await postLanding(id, landingBody({ name: 'A'.repeat(151) }));
      expect(long.json<{ errors: Record<string, string> }>().errors.name).toMatch(/högst 150/);
      expect((await detail(id)).landings).toHaveLength(0);
    });

    it('answers InvalidLandingCommentOrName (§8) for a bad name or comment, TimberValidation else', async () => {
      const id = await newDraft();
      const url = `/deliveries/${id}/landings`;
      for (const bad of [{ name: 'Avlägg #1' }, { comment: 'Vid grinden; kör in' }]) {
        const res = await call('anna', 'POST', url, landingBody(bad));
        expectProblem(res, 400, 'InvalidLandingCommentOrName');
        expect(res.json<{ title: string }>().title).toBe(
          timberProblems.InvalidLandingCommentOrName.title,
        );
      }
      const { position: _none, ...withoutPosition } = landingBody();
      expectProblem(await call('anna', 'POST', url, withoutPosition), 400, 'TimberValidation');
      expectProblem(
        await call('anna', 'POST', url, '{"name": ' as unknown as object, {
          'content-type': 'application/json',
        }),
        400,
        'TimberValidation',
      );
      expect((await detail(id)).landings).toHaveLength(0);
    });

    it('answers TimberUnknownInternalError (§8) when the database fails, and nothing is stored', async () => {
      const id = await newDraft();
      await db().execute(sql`alter table timber_landings rename to timber_landings_away`);
      try {
        const res = await call('anna', 'POST', `/deliveries/${id}/landings`, landingBody());
        expectProblem(res, 500, 'TimberUnknownInternalError');
        expect(JSON.stringify(res.json())).not.toMatch(/timber_landings|relation/);
      } finally {
        await db().execute(sql`alter table timber_landings_away rename to timber_landings`);
      }
      expect((await detail(id)).landings).toHaveLength(0);
    });

    it('a landing of a running work order cannot be changed or removed (§8 LandingInOpenServiceOrder)', async () => {
      const id = await newDraft();
      // Anna's thinning on Björkås (active) has its landing at E 482 330, N 6 303 270; her
      // felling on Norrskogen (finished) at E 479 300, N 6 306 200.
      const inOrder = await addLanding(id, { position: { e: 482_340, n: 6_303_260 } });
      const url = `/deliveries/${id}/landings/${inOrder.id}`;
      const renamed = landingBody({
        name: 'Avlägg vid vändplanen',
        position: { e: 482_340, n: 6_303_260 },
      });
      expectProblem(
        await call('anna', 'PUT', url, renamed, { 'if-match': `"${inOrder.version}"` }),
        409,
        'LandingInOpenServiceOrder',
      );
      expectProblem(await call('anna', 'DELETE', url), 409, 'LandingInOpenServiceOrder');
      const kept = (await detail(id)).landings.find((l) => l.id === inOrder.id)!;
      expect(kept.name).toBe('Avlägg vid bäcken 2');
      // Once the work order is finished the landing is the member's again.
      const thinning = demoServiceOrders.annaThinning;
      await setServiceOrderState(db(), thinning, 'finished');
      try {
        const res = await call('anna', 'PUT', url, renamed, {
          'if-match': `"${inOrder.version}"`,
        });
        expect(res.statusCode).toBe(200);
      } finally {
        await setServiceOrderState(db(), thinning, 'active');
      }
      const finished = await addLanding(id, { position: { e: 479_310, n: 6_306_190 } });
      expect(
        (await call('anna', 'DELETE', `/deliveries/${id}/landings/${finished.id}`)).statusCode,
      ).toBe(204);
    });

    it('asks for the place of a landing saved without a position, in Swedish (issue 28)', async () => {
      const id = await newDraft();
      const { position: _none, ...withoutPosition } = landingBody();
      const res = await call('anna', 'POST', `/deliveries/${id}/landings`, withoutPosition);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
        position: 'Välj avläggets plats på kartan eller ange koordinater.',
      });
    });

    it('takes letters A–Ö (é, ü), digits and spaces, and refuses any other sign (§5)', async () => {
      const id = await newDraft();
      const nameChars =
        'Namnet får bara innehålla bokstäverna A–Ö (även é och ü), siffror och mellanslag.';
      const commentChars =
        'Kommentaren får bara innehålla bokstäverna A–Ö (även é och ü), siffror, mellanslag och radbrytningar.';
      for (const [name, comment] of [
        ['Avlägg-1', 'Vid grinden'],
        ['Avlägg 1.', 'Vid grinden'],
        ['Avlägg 1', 'Vid grinden, kör in'],
        ['Avlägg 1', 'Kör in från norr.'],
        ['Avlägg 1', 'Väg 12-14'],
        ['Avlägg\n1', 'Vid grinden'],
      ] as const) {
        const res = await postLanding(id, landingBody({ name, comment }));
        expect(res.statusCode, `${name} / ${comment}`).toBe(400);
        const errors = res.json<{ errors: Record<string, string> }>().errors;
        const signInName = name !== 'Avlägg 1';
        expect(errors).toEqual(signInName ? { name: nameChars } : { comment: commentChars });
      }
      expect((await detail(id)).landings).toHaveLength(0);
      const taken = await postLanding(
        id,
        landingBody({
          name: 'Avlägg Linné Müller 2',
          comment: 'Infart ÅÄÖ åäö éü 12\nandra raden',
        }),
      );
      expect(taken.statusCode).toBe(201);
      expect((await detail(id)).landings[0]).toMatchObject({
        name: 'Avlägg Linné Müller 2',
        comment: 'Infart ÅÄÖ åäö éü 12\nandra raden',
      });
      // The demo's landings keep to the same rules (a member may save them unchanged).
      const seeded = await db()
        .select({ name: timberLandings.name, comment: timberLandings.comment })
        .from(timberLandings)
        .where(
          inArray(timberLandings.id, [
            demoDeliveryIds.landingNorth,
            demoDeliveryIds.landingSouth,
            demoDeliveryIds.landingBjorkas,
          ]),
        );
      expect(seeded).toHaveLength(3);
      for (const row of seeded) {
        expect(landingSchema.shape.name.safeParse(row.name).success, row.name).toBe(true);
        expect(landingSchema.shape.comment.safeParse(row.comment).success, row.comment).toBe(true);
      }
    });

    it('stops at the maximum number of landings', async () => {
      const id = await newDraft();
      for (let i = 0; i < 10; i++) await addLanding(id, { name: `Avlägg ${i}` });
      expectProblem(
        await call('anna', 'POST', `/deliveries/${id}/landings`, landingBody()),
        409,
        'MaximumLandingsReached',
      );
      expect(timberProblems.MaximumLandingsReached.message).toBeTruthy();
    });

    it('answers 412 landing updated when another tab saved first', async () => {
      const id = await newDraft();
      const created = await addLanding(id);
      const url = `/deliveries/${id}/landings/${created.id}`;
      const ifMatch = { 'if-match': `"${created.version}"` };
      const first = await call('anna', 'PUT', url, landingBody({ name: 'Flik ett' }), ifMatch);
      expect(first.json()).toMatchObject({ version: created.version + 1 });
      const second = await call('anna', 'PUT', url, landingBody({ name: 'Flik två' }), ifMatch);
      expectProblem(second, 412, 'LandingUpdatedConflict');
      expect((await call('anna', 'PUT', url, landingBody())).statusCode).toBe(428);
      expect((await detail(id)).landings[0]!.name).toBe('Flik ett');
    });

    it('locks the position while notified timber on it is not final, other fields stay editable', async () => {
      const north = (await detail(demoDeliveryIds.ongoing)).landings.find(
        (l) => l.id === demoDeliveryIds.landingNorth,
      )!;
      expect(north.positionLocked).toBe(true);
      // The stack tag order is handled, so only the position rule is under test.
      await handleTask('timberStackTagOrder', demoDeliveryIds.stackTags, 'handled');
      const url = `/deliveries/${demoDeliveryIds.ongoing}/landings/${north.id}`;
      const ifMatch = { 'if-match': `"${north.version}"` };
      const body = { ...north, comment: 'Ny kommentar' };
      const moved = await call(
        'anna',
        'PUT',
        url,
        landingBody({ ...body, position: { e: 479_700, n: 6_306_000 } }),
        ifMatch,
      );
      expectProblem(moved, 409, 'LandingPositionLocked');
      const kept = await call(
        'anna',
        'PUT',
        url,
        landingBody({ name: north.name, comment: 'Ny kommentar', position: north.position }),
        ifMatch,
      );
      expect(kept.statusCode).toBe(200);
    });

    it('refuses to delete a landing with assortments (the conflict message)', async () => {
      const id = await newDraft();
      const created = await addLanding(id);
      await postAssortment(id, created.id);
      expectProblem(
        await call('anna', 'DELETE', `/deliveries/${id}/landings/${created.id}`),
        409,
        'LandingHasAssortments',
      );
    });
  });

  describe('landing assortments', () => {
    const setup = async () => {
      const id = await newDraft();
      const created = await addLanding(id);
      return { id, url: `/deliveries/${id}/landings/${created.id}/assortments` };
    };

    it('an assortment that is not on the landing answers AssortmentNotFound', async () => {
      const { url } = await setup();
      const added = await call('anna', 'POST', url, assortmentBody());
      expect(added.statusCode).toBe(201);
      for (const missing of [randomUUID(), 'inte-ett-id']) {
        expectProblem(await call('anna', 'DELETE', `${url}/${missing}`), 404, 'AssortmentNotFound');
        expectProblem(
          await call('anna', 'PUT', `${url}/${missing}`, assortmentBody()),
          404,
          'AssortmentNotFound',
        );
      }
    });

    it('checks stacks 1–99, spruce 0–100 and origin for pulpwood only', async () => {
      const { id, url } = await setup();
      for (const bad of [{ numberOfStacks: 0 }, { numberOfStacks: 100 }, { numberOfStacks: 2.5 }]) {
        const res = await call('anna', 'POST', url, assortmentBody(bad));
        expect(res.json<{ errors: Record<string, string> }>().errors.numberOfStacks).toBe(
          'Ange antal travar, ett heltal 1–99.',
        );
      }
      for (const bad of [{ sprucePercentage: -1 }, { sprucePercentage: 101 }]) {
        const res = await call('anna', 'POST', url, assortmentBody(bad));
        expect(res.json<{ errors: Record<string, string> }>().errors.sprucePercentage).toBeTruthy();
      }
      const noOrigin = await call('anna', 'POST', url, assortmentBody({ origin: null }));
      expect(noOrigin.json<{ errors: Record<string, string> }>().errors.origin).toBe(
        'Ange ursprung för massaved.',
      );
      expect((await detail(id)).landings[0]!.assortments).toHaveLength(0);
      const timber = await call(
        'anna',
        'POST',
        url,
        assortmentBody({ assortment: 'grantimmer', origin: null }),
      );
      expect(timber.statusCode).toBe(201);
      for (const edge of [
        { numberOfStacks: 1, sprucePercentage: 0 },
        { numberOfStacks: 99, sprucePercentage: 100 },
      ]) {
        await call(
          'anna',
          'DELETE',
          `${url}/${(await detail(id)).landings[0]!.assortments.find((a) => a.assortment === 'barrmassaved')?.id ?? 'none'}`,
        );
        expect((await call('anna', 'POST', url, assortmentBody(edge))).statusCode).toBe(201);
      }
    });

    it('origin: missing on pulpwood is MissingOriginAssignment, given for other timber InvalidAssortmentOrigin (§5, §8)', async () => {
      const { id, url } = await setup();
      const missing = await call('anna', 'POST', url, assortmentBody({ origin: null }));
      expectProblem(missing, 400, 'MissingOriginAssignment');
      expect(missing.json<{ errors: Record<string, string> }>().errors).toEqual({
        origin: 'Ange ursprung för massaved.',
      });
      const given = await call(
        'anna',
        'POST',
        url,
        assortmentBody({ assortment: 'grantimmer', origin: 'finalFelling' }),
      );
      expectProblem(given, 400, 'InvalidAssortmentOrigin');
      expect(given.json<{ errors: Record<string, string> }>().errors).toEqual({
        origin: 'Ursprung anges bara för massaved. Ta bort ursprunget för sortimentet.',
      });
      expect((await detail(id)).landings[0]!.assortments).toHaveLength(0);
      // An edit is held to the same rule.
      expect((await call('anna', 'POST', url, assortmentBody())).statusCode).toBe(201);
      const added = (await detail(id)).landings[0]!.assortments[0]!;
      expectProblem(
        await call('anna', 'PUT', `${url}/${added.id}`, assortmentBody({ origin: null })),
        400,
        'MissingOriginAssignment',
      );
      expect((await detail(id)).landings[0]!.assortments[0]!.origin).toBe('thinning');
    });

    it('refuses a second of the same assortment and one outside the agreement', async () => {
      const { url } = await setup();
      expect((await call('anna', 'POST', url, assortmentBody())).statusCode).toBe(201);
      expectProblem(
        await call('anna', 'POST', url, assortmentBody()),
        409,
        'AssortmentAlreadyAdded',
      );
      expectProblem(
        await call('anna', 'POST', url, assortmentBody({ assortment: 'talltimmer', origin: null })),
        409,
        'AssortmentNotInAgreementOrPeriodUnavailable',
      );
    });

    it('keeps the felling week once added, other values change', async () => {
      const { url } = await setup();
      const added = (await call('anna', 'POST', url, assortmentBody())).json<{ id: string }>();
      expectProblem(
        await call(
          'anna',
          'PUT',
          `${url}/${added.id}`,
          assortmentBody({ fellingWeek: '2026-W48' }),
        ),
        409,
        'FellingWeekConflict',
      );
      expect(
        (await call('anna', 'PUT', `${url}/${added.id}`, assortmentBody({ volume: 55 })))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('stack tags', () => {
    const order = (extra: object = {}) => ({
      street: 'Skogsvägen 12',
      postalCode: '352 46',
      city: 'Växjö',
      lines: [
        { assortment: 'grantimmer', tags: 4 },
        { assortment: 'barrmassaved', tags: 5 },
      ],
      verified: true,
      ...extra,
    });

    it('a refused order is StackTagOrderError (§8), one with an assortment twice DuplicateAssortment', async () => {
      const id = await newDraft();
      const url = `/deliveries/${id}/stack-tags`;
      const bad = await call('anna', 'POST', url, order({ postalCode: '3524', city: '' }));
      expectProblem(bad, 400, 'StackTagOrderError');
      expect(bad.json<{ errors: Record<string, string> }>().errors).toEqual({
        postalCode: 'Ange postnumret med fem siffror.',
        city: 'Ange ort.',
      });
      const twice = order({
        lines: [
          { assortment: 'grantimmer', tags: 4 },
          { assortment: 'grantimmer', tags: 2 },
        ],
      });
      expectProblem(await call('anna', 'POST', url, twice), 400, 'DuplicateAssortment');
      expect((await detail(id)).delivery.stackTags).toBeNull();
    });

    it('refuses a duplicate assortment, a bad postal code and an unticked check', async () => {
      const id = await newDraft();
      const res = await call(
        'anna',
        'POST',
        `/deliveries/${id}/stack-tags`,
        order({
          postalCode: '3524',
          verified: false,
          lines: [
            { assortment: 'grantimmer', tags: 4 },
            { assortment: 'grantimmer', tags: 2 },
          ],
        }),
      );
      expect(res.statusCode).toBe(400);
      const errors = res.json<{ errors: Record<string, string> }>().errors;
      expect(errors.lines).toBe(timberScreenMessages.duplicateStackTagAssortments);
      expect(errors.postalCode).toBe('Ange postnumret med fem siffror.');
      expect(errors.verified).toBe('Bekräfta att uppgifterna stämmer.');
      expect((await detail(id)).delivery.stackTags).toBeNull();
    });

    it(
      'orders once, locks assortments and completion until the cooperative has handled it',
      { tags: ['engine'] },
      async () => {
        const id = await newDraft();
        const created = await addLanding(id);
        const url = `/deliveries/${id}/landings/${created.id}/assortments`;
        const ordered = await call('anna', 'POST', `/deliveries/${id}/stack-tags`, order());
        expect(ordered.statusCode).toBe(201);
        const tags = (await detail(id)).delivery.stackTags!;
        expect(tags.status).toBe('Ordered');
        expect(tags.expectedBy > tags.orderedAt.slice(0, 10)).toBe(true);
        expectProblem(
          await call('anna', 'POST', `/deliveries/${id}/stack-tags`, order()),
          409,
          'StackTagsAlreadyOrdered',
        );
        expectProblem(await call('anna', 'POST', url, assortmentBody()), 409, 'StackTagsPending');
        expectProblem(await completeFinal(id), 409, 'StackTagsPending');
        const [orderRow] = await db()
          .select({ id: timberStackTagOrders.id })
          .from(timberStackTagOrders)
          .where(eq(timberStackTagOrders.deliveryId, id));
        expect((await handleTask('timberStackTagOrder', orderRow!.id, 'handled')).ok).toBe(true);
        expect((await detail(id)).delivery.stackTags!.status).toBe('Handled');
        expect((await call('anna', 'POST', url, assortmentBody())).statusCode).toBe(201);
      },
    );
    it('may be ordered while the origin review runs, expected within 10 working days (§9)', async () => {
      const id = await newDraft();
      const created = await addLanding(id);
      const url = `/deliveries/${id}/landings/${created.id}/assortments`;
      await call('anna', 'POST', url, assortmentBody());
      await call('anna', 'PUT', `/deliveries/${id}/origin-areas`, {
        eudrVolume: 100,
        areas: [{ geometry: squareArea(479_400, 6_305_400, 300), compartmentIds: [] }],
      });
      expect((await detail(id)).delivery.eudrStatus).toBe('InReview');
      const today = todayInSweden();
      expect((await call('anna', 'POST', `/deliveries/${id}/stack-tags`, order())).statusCode).toBe(
        201,
      );
      expect((await detail(id)).delivery.stackTags!.expectedBy).toBe(
        stackTagsExpectedBy(today, true),
      );
      // The rest of the order stays locked meanwhile.
      expectProblem(
        await call('anna', 'POST', url, assortmentBody({ assortment: 'grantimmer', origin: null })),
        409,
        'EudrStatusInvalid',
      );
    });

    it('are expected within 5 working days outside an origin review', async () => {
      const id = await newDraft();
      const today = todayInSweden();
      expect((await call('anna', 'POST', `/deliveries/${id}/stack-tags`, order())).statusCode).toBe(
        201,
      );
      expect((await detail(id)).delivery.stackTags!.expectedBy).toBe(
        stackTagsExpectedBy(today, false),
      );
    });
  });

  describe('EUDR origin areas and completing', () => {
    it('refuses areas outside the borders and crossing polygons with the spec messages', async () => {
      const id = await newDraft();
      const url = `/deliveries/${id}/origin-areas`;
      const outside = await call('anna', 'PUT', url, {
        eudrVolume: 100,
        areas: [{ geometry: squareArea(490_000, 6_305_000, 100), compartmentIds: [] }],
      });
      expectProblem(outside, 400, 'InvalidAreaGeometry');
      expect(outside.json<{ errors: Record<string, string> }>().errors['areas.0']).toBe(
        timberScreenMessages.eudrAreasOutsideBorders,
      );
      const bowTie = {
        type: 'Polygon',
        coordinates: [
          [
            [479_400, 6_305_400],
            [479_700, 6_305_700],
            [479_700, 6_305_400],
            [479_400, 6_305_700],
            [479_400, 6_305_400],
          ],
        ],
      };
      const crossing = await call('anna', 'PUT', url, {
        eudrVolume: 100,
        areas: [{ geometry: bowTie, compartmentIds: [] }],
      });
      expect(crossing.json<{ errors: Record<string, string> }>().errors['areas.0']).toBe(
        timberScreenMessages.eudrInvalidPolygons,
      );
      const noVolume = await call('anna', 'PUT', url, {
        areas: [{ geometry: squareArea(479_400, 6_305_400, 300), compartmentIds: [] }],
      });
      expect(noVolume.json<{ errors: Record<string, string> }>().errors.eudrVolume).toMatch(
        /EUDR-volymen/,
      );
      const foreign = await call('anna', 'PUT', url, {
        eudrVolume: 100,
        areas: [
          {
            geometry: squareArea(479_400, 6_305_400, 300),
            compartmentIds: ['00000000-0000-4000-8000-00000000dead'],
          },
        ],
      });
      expect(foreign.statusCode).toBe(400);
      expect((await detail(id)).originAreas).toHaveLength(0);
    });

    it('locks origin areas after the first notification', async () => {
      expectProblem(
        await call('anna', 'PUT', `/deliveries/${demoDeliveryIds.ongoing}/origin-areas`, {
          eudrVolume: 100,
          areas: [{ geometry: squareArea(479_400, 6_305_400, 300), compartmentIds: [] }],
        }),
        409,
        'OriginLocked',
      );
    });

    it('reviews the origin (order locked meanwhile), exports GeoJSON and completes the delivery', async () => {
      const id = await newDraft();
      const created = await addLanding(id);
      const assortmentsUrl = `/deliveries/${id}/landings/${created.id}/assortments`;
      await call('anna', 'POST', assortmentsUrl, assortmentBody());
      await call(
        'anna',
        'POST',
        assortmentsUrl,
        assortmentBody({ assortment: 'grantimmer', origin: null, volume: 70 }),
      );
      const complete = {
        emails: ['anna.skog@example.se'],
        deliveryStatus: 'final',
        transporterMessage: 'Ring innan ni kommer, tack.',
      };
      expectProblem(
        await call('anna', 'POST', `/deliveries/${id}/complete`, complete),
        400,
        'AreasMissing',
      );
      const saved = await call('anna', 'PUT', `/deliveries/${id}/origin-areas`, {
        eudrVolume: 100,
        areas: [
          { geometry: squareArea(479_400, 6_305_400, 300), compartmentIds: [] },
          { geometry: squareArea(479_750, 6_305_500, 150), compartmentIds: [] },
        ],
      });
      expect(saved.statusCode).toBe(200);
      const reviewing = await detail(id);
      expect(reviewing.delivery.eudrStatus).toBe('InReview');
      expect(reviewing.originAreas.map((a) => a.hectares)).toEqual([9, 2.25]);
      expectProblem(
        await call(
          'anna',
          'POST',
          assortmentsUrl,
          assortmentBody({ assortment: 'grantimmer', origin: null }),
        ),
        409,
        'EudrStatusInvalid',
      );
      expect((await handleTask('timberOriginReview', id, 'approve')).ok).toBe(true);

      const geo = await call('anna', 'GET', `/deliveries/${id}/origin.geojson`);
      const features = geo.json<{
        features: { geometry: { type: string }; properties: { ProducerCountry: string } }[];
      }>().features;
      expect(features.map((f) => f.geometry.type)).toEqual(['Polygon', 'Point']);
      expect(features.map((f) => f.properties.ProducerCountry)).toEqual(['SE', 'SE']);
      // The landing list's summary shows the same file, from the detail answer.
      const shown = await call('anna', 'GET', `/deliveries/${id}`);
      expect(shown.json<{ declaration: unknown }>().declaration).toEqual(geo.json());

      expectProblem(
        await call('anna', 'POST', `/deliveries/${id}/complete`, complete),
        409,
        'TotalVolumeAboveEuReportedLimit',
      );
      const badComplete = await call('anna', 'POST', `/deliveries/${id}/complete`, {
        emails: ['inte-en-adress'],
        deliveryStatus: 'final',
        transporterMessage: '<script>',
      });
      expect(badComplete.statusCode).toBe(400);
      const tooLong = 'Ring före lastning. '.repeat(26).slice(0, 501);
      const longComplete = await call('anna', 'POST', `/deliveries/${id}/complete`, {
        emails: ['anna.skog@example.se'],
        deliveryStatus: 'final',
        transporterMessage: tooLong,
      });
      expect(badComplete.json<{ errors: Record<string, string> }>().errors).toEqual({
        'emails.0': 'Ange en giltig e-postadress.',
        transporterMessage:
          'Meddelandet får inte innehålla specialtecken: bara bokstäverna A–Ö (även é och ü), siffror, mellanslag, radbrytningar och . , - : ! ?',
      });
      expect(longComplete.json<{ errors: Record<string, string> }>().errors).toEqual({
        transporterMessage: 'Meddelandet får vara högst 500 tecken.',
      });
      await db()
        .update(timberDeliveries)
        .set({ eudrVolume: 200 })
        .where(eq(timberDeliveries.id, id));
      expect((await call('anna', 'POST', `/deliveries/${id}/complete`, complete)).statusCode).toBe(
        200,
      );
      const done = await detail(id);
      expect(done.delivery).toMatchObject({
        status: 'Closed',
        finalDeliveryReason: 'ManualByUser',
      });
      expect(done.emails).toEqual(['anna.skog@example.se']);
      expect(done.landings[0]!.assortments.every((a) => a.final)).toBe(true);
      expect(done.originLocked).toBe(true);
    });

    it('sends and completes only with an approved origin: a returned review refuses both', async () => {
      const { id } = await draftWithOrigin();
      expect((await handleTask('timberOriginReview', id, 'reject', 'Ytan ligger fel.')).ok).toBe(
        true,
      );
      // The member sees it returned, with the cooperative's note.
      const returned = await detail(id);
      expect(returned.delivery.eudrStatus).toBe('Returned');
      expect(returned.originReturnNote).toBe('Ytan ligger fel.');
      expect(returned.originAreas).toHaveLength(1);
      expect((await storedDelivery(id)).eudrReturnNote).toBe('Ytan ligger fel.');
      expect((await list()).deliveries.find((d) => d.id === id)?.eudrStatus).toBe('Returned');
      expectProblem(
        await call('anna', 'POST', `/deliveries/${id}/notify`),
        409,
        'EudrStatusInvalid',
      );
      expectProblem(await completeFinal(id), 409, 'EudrStatusInvalid');
      expect((await detail(id)).delivery.status).toBe('Draft');
      // Saved again, reviewed again, approved: now it goes.
      await call('anna', 'PUT', `/deliveries/${id}/origin-areas`, {
        eudrVolume: 100,
        areas: [{ geometry: squareArea(479_400, 6_305_400, 300), compartmentIds: [] }],
      });
      const again = await detail(id);
      expect(again.delivery.eudrStatus).toBe('InReview');
      expect(again.originReturnNote).toBeNull();
      expect((await handleTask('timberOriginReview', id, 'approve')).ok).toBe(true);
      expect((await detail(id)).originReturnNote).toBeNull();
      expect((await call('anna', 'POST', `/deliveries/${id}/notify`)).statusCode).toBe(200);
    });

    it('with the flag Eudr off neither takes nor asks for the origin: sends and completes without it', async () => {
      const id = await newDraft();
      const created = await addLanding(id);
      const assortmentsUrl = `/deliveries/${id}/landings/${created.id}/assortments`;
      expect((await call('anna', 'POST', assortmentsUrl, assortmentBody())).statusCode).toBe(201);
      const areas = {
        eudrVolume: 100,
        areas: [{ geometry: squareArea(479_400, 6_305_400, 300), compartmentIds: [] }],
      };
      // On (the demo): sending needs the origin.
      expectProblem(await call('anna', 'POST', `/deliveries/${id}/notify`), 400, 'AreasMissing');

      setFlags(...demoFlags.filter((flag) => flag !== 'Eudr'));
      const refused = await call('anna', 'PUT', `/deliveries/${id}/origin-areas`, areas);
      expectProblem(refused, 403, 'featureOff');
      expectProblem(
        await call('anna', 'GET', `/deliveries/${id}/origin.geojson`),
        403,
        'featureOff',
      );
      expect((await detail(id)).originAreas).toHaveLength(0);
      expect(await openTasks('timberOriginReview', id)).toHaveLength(0);

      expect((await call('anna', 'POST', `/deliveries/${id}/notify`)).statusCode).toBe(200);
      const complete = {
        emails: ['anna.skog@example.se'],
        deliveryStatus: 'final',
        transporterMessage: '',
      };
      expect((await call('anna', 'POST', `/deliveries/${id}/complete`, complete)).statusCode).toBe(
        200,
      );
      const done = await detail(id);
      expect(done.delivery).toMatchObject({ status: 'Closed', eudrStatus: 'None' });
      expect(done.originAreas).toEqual([]);
    });

    it('needs assortments before completing', async () => {
      const id = await newDraft();
      expectProblem(await completeFinal(id), 400, 'DeliveryWithoutAssortments');
    });

    it('needs a delivery status (§5): missing or unknown answers the field message, nothing stored', async () => {
      const { id } = await readyDraft();
      for (const deliveryStatus of [undefined, 'halvklar']) {
        const res = await call('anna', 'POST', `/deliveries/${id}/complete`, {
          emails: ['anna.skog@example.se'],
          transporterMessage: 'Ring innan.',
          ...(deliveryStatus === undefined ? {} : { deliveryStatus }),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
          deliveryStatus: 'Välj leveransstatus.',
        });
      }
      const after = await detail(id);
      expect(after.delivery.status).toBe('Draft');
      expect(after.emails).toEqual([]);
      expect(after.transporterMessage).toBeNull();
    });

    it('takes several e-mail addresses (§5 multi-text): no empty one, at most three, none twice; refused, nothing stored', async () => {
      const { id } = await readyDraft();
      const send = (emails: unknown) =>
        call('anna', 'POST', `/deliveries/${id}/complete`, {
          emails,
          deliveryStatus: 'notFinal',
          transporterMessage: '',
        });
      const refusals: [unknown, Record<string, string>][] = [
        [['anna@example.se', '  '], { 'emails.1': 'Fyll i e-postadressen eller ta bort raden.' }],
        [[], { emails: 'Ange minst en e-postadress.' }],
        [
          ['a@example.se', 'b@example.se', 'c@example.se', 'd@example.se'],
          { emails: 'Du kan ange högst 3 e-postadresser.' },
        ],
        [['anna@example.se', 'Anna@Example.se'], { emails: 'Samma e-postadress står två gånger.' }],
        ['anna@example.se', { emails: 'Ange minst en e-postadress.' }],
      ];
      for (const [emails, errors] of refusals) {
        const res = await send(emails);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ errors: Record<string, string> }>().errors).toEqual(errors);
      }
      const untouched = await detail(id);
      expect(untouched.delivery.status).toBe('Draft');
      expect(untouched.emails).toEqual([]);

      const sent = await send([' anna.skog@example.se ', 'karin.skog@example.se']);
      expect(sent.statusCode).toBe(200);
      const shown = await detail(id);
      expect(shown.emails).toEqual(['anna.skog@example.se', 'karin.skog@example.se']);
      expect(shown.delivery.completion?.emails).toEqual([
        'anna.skog@example.se',
        'karin.skog@example.se',
      ]);
    });

    it('completes as not final: sent and kept open, assortments not final, the position locked; a later final completion closes it', async () => {
      const { id, landing: created } = await readyDraft();
      const partial = await call('anna', 'POST', `/deliveries/${id}/complete`, {
        emails: ['anna.skog@example.se'],
        deliveryStatus: 'notFinal',
        transporterMessage: 'Mer virke kommer.',
      });
      expect(partial.statusCode).toBe(200);
      const open = await detail(id);
      expect(open.delivery).toMatchObject({ status: 'Ongoing', finalDeliveryReason: null });
      expect(open.emails).toEqual(['anna.skog@example.se']);
      expect(open.transporterMessage).toBe('Mer virke kommer.');
      expect(open.delivery.completion).toEqual({
        emails: ['anna.skog@example.se'],
        transporterMessage: 'Mer virke kommer.',
        deliveryStatus: 'notFinal',
      });
      expect(open.landings[0]!.assortments.map((a) => a.final)).toEqual([false]);
      expect(open.landings[0]!.positionLocked).toBe(true);
      expect(open.originLocked).toBe(true);
      expectProblem(
        await call(
          'anna',
          'PUT',
          `/deliveries/${id}/landings/${created.id}`,
          landingBody({ position: { e: 479_700, n: 6_306_000 } }),
          { 'if-match': `"${open.landings[0]!.version}"` },
        ),
        409,
        'LandingPositionLocked',
      );
      // More timber follows on the open notification, then the final completion closes it.
      expect(
        (
          await postAssortment(
            id,
            created.id,
            assortmentBody({ assortment: 'grantimmer', origin: null, volume: 30 }),
          )
        ).statusCode,
      ).toBe(201);
      const final = await completeFinal(id, 'anna.skog@example.se');
      expect(final.statusCode).toBe(200);
      const closed = await detail(id);
      expect(closed.delivery).toMatchObject({
        status: 'Closed',
        finalDeliveryReason: 'ManualByUser',
      });
      expect(closed.landings[0]!.assortments.map((a) => a.final)).toEqual([true, true]);
      expect(closed.landings[0]!.positionLocked).toBe(false);
      // The deliveries view shows what the closed notification sent and the status chosen.
      const list = await call('anna', 'GET', `/agreements/${agreementId}/deliveries`);
      const shown = list.json<DeliveriesAnswer>().deliveries.find((d) => d.id === id);
      expect(shown?.completion).toEqual({
        emails: ['anna.skog@example.se'],
        transporterMessage: '',
        deliveryStatus: 'final',
      });
    });

    it('keeps a partial completion readable once the notification is closed', async () => {
      const { id } = await readyDraft();
      expect((await detail(id)).delivery.completion).toBeNull();
      const partial = await call('anna', 'POST', `/deliveries/${id}/complete`, {
        emails: ['anna.skog@example.se'],
        deliveryStatus: 'notFinal',
        transporterMessage: 'Ring före lastning',
      });
      expect(partial.statusCode).toBe(200);
      expect((await call('anna', 'POST', `/deliveries/${id}/close`)).statusCode).toBe(200);
      const list = await call('anna', 'GET', `/agreements/${agreementId}/deliveries`);
      const shown = list.json<DeliveriesAnswer>().deliveries.find((d) => d.id === id);
      expect(shown).toMatchObject({
        status: 'Closed',
        finalDeliveryReason: 'ManualByUser',
        completion: {
          emails: ['anna.skog@example.se'],
          transporterMessage: 'Ring före lastning',
          deliveryStatus: 'notFinal',
        },
      });
    });
  });

  describe('delivery months', () => {
    it("lists the agreement's agreed volume per month and assortment, and only to its owners", async () => {
      const res = await call('anna', 'GET', `/agreements/${agreementId}/delivery-months`);
      expect(res.statusCode).toBe(200);
      const { months } = res.json<DeliveryMonths>();
      expect(months).toHaveLength(3);
      expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
      expect(months[0]).toMatchObject({
        volumes: [
          { assortment: 'barrmassaved', volume: 90 },
          { assortment: 'grantimmer', volume: 120 },
        ],
        total: 210,
      });
      expect(months.reduce((sum, m) => sum + m.total, 0)).toBe(540);
      for (const person of ['bertil', 'cecilia'] as const)
        expect(
          (await call(person, 'GET', `/agreements/${agreementId}/delivery-months`)).statusCode,
        ).toBe(404);
      expect(
        (await call('david', 'GET', `/agreements/${agreementId}/delivery-months`)).statusCode,
      ).toBe(403);
      expect((await call('anna', 'GET', '/agreements/not-a-uuid/delivery-months')).statusCode).toBe(
        404,
      );
    });
  });

  describe('closing by a successor', () => {
    it('a newer notification sent to the cooperative closes the ongoing one as BySuccessorBySystem', async () => {
      const { id } = await readyDraft();
      // Still a draft: the older notification runs on.
      expect((await detail(demoDeliveryIds.ongoing)).delivery.status).toBe('Ongoing');
      expect((await call('anna', 'POST', `/deliveries/${id}/notify`)).statusCode).toBe(200);
      const byId = new Map((await list()).deliveries.map((d) => [d.id, d]));
      expect(byId.get(id)).toMatchObject({ status: 'Ongoing', finalDeliveryReason: null });
      expect(byId.get(demoDeliveryIds.ongoing)).toMatchObject({
        status: 'Closed',
        finalDeliveryReason: 'BySuccessorBySystem',
      });
      // The one closed before keeps its own reason; the succeeded one is read-only.
      expect(byId.get(demoDeliveryIds.closed)?.finalDeliveryReason).toBe('InactiveBySystem');
      expectProblem(await postLanding(demoDeliveryIds.ongoing), 409, 'InvalidDeliveryStatus');
    });
  });

  it('v3 deliveries are not found without TimberManagerViol3Delivery, as the list does not link them', async () => {
    setFlags('TimberManagerViol2', 'TimberManagerViol3');
    expectProblem(
      await call('anna', 'GET', `/agreements/${agreementId}/deliveries`),
      404,
      'OpportunityNotFound',
    );
    setFlags(...demoFlags);
    expect((await call('anna', 'GET', `/agreements/${agreementId}/deliveries`)).statusCode).toBe(
      200,
    );
  });

  describe('v2 agreements (TimberManagerViol2Delivery)', () => {
    const v2 = demoAgreementIds.norrskogenV2;
    const v2Deliveries = `/agreements/${v2}/deliveries`;

    it('are not found while their deliveries are off, nor by the quote project id', async () => {
      expectProblem(await call('anna', 'GET', v2Deliveries), 404, 'OpportunityNotFound');
      expectProblem(await call('anna', 'POST', v2Deliveries), 404, 'OpportunityNotFound');
      expectProblem(
        await call('anna', 'GET', `/agreements/${v2}/delivery-months`),
        404,
        'OpportunityNotFound',
      );
      setFlags('TimberManagerViol2Delivery', 'TimberManagerViol3');
      expect((await call('anna', 'GET', v2Deliveries)).statusCode).toBe(404);
      setFlags(...demoFlags, 'TimberManagerViol2Delivery');
      expect(
        (await call('anna', 'GET', `/agreements/${demoQuoteProjectIds.norrskogenV2}/deliveries`))
          .statusCode,
      ).toBe(404);
    });

    it('take a notification through landing, assortment, origin and notify once on', async () => {
      setFlags(...demoFlags, 'TimberManagerViol2Delivery');
      const empty = (await call('anna', 'GET', v2Deliveries)).json<DeliveriesAnswer>();
      expect(empty.agreement).toMatchObject({
        name: 'Leveransvirke Norrskogen södra',
        assortments: ['talltimmer'],
      });
      expect(empty.deliveries).toEqual([]);
      const months = (
        await call('anna', 'GET', `/agreements/${v2}/delivery-months`)
      ).json<DeliveryMonths>().months;
      expect(months.map((m) => m.total)).toEqual([50, 50, 50]);

      const created = await call('anna', 'POST', v2Deliveries);
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: string }>().id;
      expectProblem(await call('anna', 'POST', v2Deliveries), 409, 'DraftDeliveryExists');
      const { id: landingId } = await addLanding(id);
      const assortmentsUrl = `/deliveries/${id}/landings/${landingId}/assortments`;
      expectProblem(
        await call('anna', 'POST', assortmentsUrl, assortmentBody()),
        409,
        'AssortmentNotInAgreementOrPeriodUnavailable',
      );
      expect(
        (
          await call(
            'anna',
            'POST',
            assortmentsUrl,
            assortmentBody({ assortment: 'talltimmer', origin: null, volume: 30 }),
          )
        ).statusCode,
      ).toBe(201);
      const detailed = await detail(id);
      expect(detailed.agreementAssortments).toEqual(['talltimmer']);
      expect(detailed.estates!.map((e) => e.designation)).toEqual(['Norrskogen 1:4']);
      expect(
        (
          await call('anna', 'PUT', `/deliveries/${id}/origin-areas`, {
            eudrVolume: 60,
            areas: [{ geometry: squareArea(479_400, 6_305_400, 300), compartmentIds: [] }],
          })
        ).statusCode,
      ).toBe(200);
      expect((await handleTask('timberOriginReview', id, 'approve')).ok).toBe(true);
      expect((await call('anna', 'POST', `/deliveries/${id}/notify`)).statusCode).toBe(200);
      // The v3 agreement's notifications are another agreement's: not succeeded.
      expect((await detail(demoDeliveryIds.ongoing)).delivery.status).toBe('Ongoing');
      const after = (await call('anna', 'GET', v2Deliveries)).json<DeliveriesAnswer>();
      expect(after.deliveries).toMatchObject([{ id, status: 'Ongoing', volume: 30 }]);

      // Bertil does not own it; and off again, its delivery answers 404 as well.
      expect((await call('bertil', 'GET', v2Deliveries)).statusCode).toBe(404);
      expect((await call('bertil', 'GET', `/deliveries/${id}`)).statusCode).toBe(404);
      setFlags(...demoFlags);
      expectProblem(await call('anna', 'GET', `/deliveries/${id}`), 404, 'DeliveryNotFound');
      expectProblem(await call('anna', 'POST', `/deliveries/${id}/close`), 404, 'DeliveryNotFound');
    });

    it('v3 deliveries are not found when TimberManagerViol3 is off', async () => {
      setFlags('TimberManagerViol2', 'TimberManagerViol2Delivery');
      expect((await call('anna', 'GET', `/agreements/${agreementId}/deliveries`)).statusCode).toBe(
        404,
      );
      expect((await call('anna', 'GET', `/deliveries/${demoDeliveryIds.ongoing}`)).statusCode).toBe(
        404,
      );
    });
  });

  describe('closing by the system', () => {
    it(
      'closes after 30 days without activity (fixed clock), once',
      { tags: ['engine'] },
      async () => {
        const now = new Date();
        await db().update(timberDeliveries).set({ lastActivityAt: now });
        const in29 = new Date(now.getTime() + 29 * 86_400_000);
        expect(await closeDeliveriesBySystem(db(), in29, 30)).toEqual({ ended: 0, idle: 0 });
        const in31 = new Date(now.getTime() + 31 * 86_400_000);
        // The agreements still run then (not a test of their end).
        await setAgreementsEnd(db(), [agreementId, demoAgreementIds.bjorkasActive], null);
        // Anna's draft and Bertil's draft on Björkås, nothing pending on them; Anna's ongoing
        // one waits for the cooperative to handle its stack tags, so it is not idle.
        expect(await closeDeliveriesBySystem(db(), in31, 30)).toEqual({ ended: 0, idle: 2 });
        expect(await closeDeliveriesBySystem(db(), in31, 30)).toEqual({ ended: 0, idle: 0 });
        const rows = await db()
          .select()
          .from(timberDeliveries)
          .where(eq(timberDeliveries.agreementId, agreementId));
        const reasons = new Map(rows.map((r) => [r.id, [r.status, r.finalDeliveryReason]]));
        expect(reasons.get(demoDeliveryIds.draft)).toEqual(['Closed', 'InactiveBySystem']);
        expect(reasons.get(demoDeliveryIds.ongoing)).toEqual(['Ongoing', null]);
        const bertils = await storedDelivery(demoDeliveryIds.bjorkasDraft);
        expect(bertils.finalDeliveryReason).toBe('InactiveBySystem');
      },
    );

    it("spares a notification waiting for the cooperative; the cooperative's handling counts as activity", async () => {
      await setAgreementsEnd(db(), [agreementId, demoAgreementIds.bjorkasActive], null);
      // A draft whose origin review runs, beside the ongoing one whose stack tags wait.
      const id = await newDraft();
      await addLanding(id);
      const saved = await call('anna', 'PUT', `/deliveries/${id}/origin-areas`, {
        eudrVolume: 100,
        areas: [{ geometry: squareArea(479_400, 6_305_400, 300), compartmentIds: [] }],
      });
      expect(saved.statusCode).toBe(200);
      const now = new Date();
      const day = 86_400_000;
      await db()
        .update(timberDeliveries)
        .set({ lastActivityAt: new Date(now.getTime() - 40 * day) });
      // Only Bertil's draft, with nothing pending, is idle.
      expect(await closeDeliveriesBySystem(db(), now, 30)).toEqual({ ended: 0, idle: 1 });
      const open = async () =>
        (await list()).deliveries.filter((d) => d.status !== 'Closed').map((d) => d.id);
      expect((await open()).sort()).toEqual([demoDeliveryIds.ongoing, id].sort());

      // The cooperative returns the origin and handles the stack tags: the days start again.
      const before = Date.now();
      expect((await handleTask('timberOriginReview', id, 'reject', 'Rita om ytan.')).ok).toBe(true);
      expect(
        (await handleTask('timberStackTagOrder', demoDeliveryIds.stackTags, 'handled')).ok,
      ).toBe(true);
      const rows = await db()
        .select()
        .from(timberDeliveries)
        .where(inArray(timberDeliveries.id, [id, demoDeliveryIds.ongoing]));
      for (const row of rows) expect(row.lastActivityAt.getTime()).toBeGreaterThanOrEqual(before);
      // Nothing pending now: 29 days later still open, 31 days later closed as inactive.
      expect(await closeDeliveriesBySystem(db(), new Date(before + 29 * day), 30)).toEqual({
        ended: 0,
        idle: 0,
      });
      expect(await closeDeliveriesBySystem(db(), new Date(before + 31 * day), 30)).toEqual({
        ended: 0,
        idle: 2,
      });
      expect(await open()).toEqual([]);
    });

    it('closes open notifications when the agreement has ended', async () => {
      await setAgreementsEnd(db(), [agreementId], '2020-01-31');
      expect(await closeDeliveriesBySystem(db(), new Date(), 30)).toEqual({ ended: 2, idle: 0 });
      const draft = await storedDelivery(demoDeliveryIds.draft);
      expect(draft.finalDeliveryReason).toBe('PastProjectedEndDateBySystem');
    });
  });

  it('seeds idempotently', async () => {
    await seedTimberDeliveries(db());
    const landings = await db().select().from(timberLandings);
    expect(landings).toHaveLength(3);
    expect(await db().select().from(timberLandingAssortments)).toHaveLength(4);
  });
});
