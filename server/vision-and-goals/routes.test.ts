import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Survey, SurveyBody } from '../../shared/contracts/vision-and-goals.ts';
import type { Database } from '../db/client.ts';
import { demoIds } from '../db/seed.ts';
import { mapDemoIds } from '../map/overlays/demoData.ts';
import { staffTaskAudit, staffTasks } from '../staff-desk/schema.ts';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { flagsContent } from '../features/testing.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { visionAndGoalsRoutes } from './routes.ts';
import { visionSurveys } from './schema.ts';

/** Flags switched off by a test (all are on otherwise). */
let off: FeatureFlagName[] = [];
async function register(app: FastifyInstance, database: Database) {
  await app.register(visionAndGoalsRoutes, { db: database.db, content: flagsContent(() => off) });
}

const url = '/api/v1/vision-and-goals/survey';
/** Anna's groups: Norrskogen 1:4 (hers alone) and Björkås 2:7 (with Bertil). */
const norrskogen = mapDemoIds.norrskogen;
const bjorkas = mapDemoIds.bjorkas;
const groupAnswers = {
  economy: '4',
  nature: '5',
  recreation: '3',
  hunting: 'leased',
  goals: 'Ett blandskogsbruk som barnen kan ta över.',
};
const complete: SurveyBody = {
  personal: { timeHorizon: 'generations', heirs: 'planning', involvement: 'together' },
  groups: { [norrskogen]: groupAnswers, [bjorkas]: { ...groupAnswers, hunting: 'own' } },
  message: 'Ring gärna efter klockan 16.',
};

describe('vision and goals survey', () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await apiTestApp(register);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const db = t.database.db;
    const old = await db
      .select({ id: staffTasks.id })
      .from(staffTasks)
      .where(eq(staffTasks.kind, 'visionSurveyReview'));
    if (old.length > 0) {
      await db.delete(staffTaskAudit).where(
        inArray(
          staffTaskAudit.taskId,
          old.map((o) => o.id),
        ),
      );
      await db.delete(staffTasks).where(eq(staffTasks.kind, 'visionSurveyReview'));
    }
    await t.database.db.delete(visionSurveys);
  });

  const as = (person: keyof typeof demoIds, actingFor?: string) => t.as(person, actingFor);
  const get = async (person: keyof typeof demoIds = 'anna') =>
    t.app.inject({ method: 'GET', url, headers: await as(person) });
  const save = async (body: unknown, person: keyof typeof demoIds = 'anna') =>
    t.app.inject({ method: 'PUT', url, headers: await as(person), payload: body as object });
  const send = async (body: unknown, person: keyof typeof demoIds = 'anna') =>
    t.app.inject({
      method: 'POST',
      url: `${url}/send`,
      headers: await as(person),
      payload: body as object,
    });
  const tasks = () =>
    t.database.db.select().from(staffTasks).where(eq(staffTasks.kind, 'visionSurveyReview'));

  it('refuses reading, saving and sending while VisionAndGoals is off, storing nothing (§2)', async () => {
    off = ['VisionAndGoals'];
    try {
      for (const res of [await get(), await save(complete), await send(complete)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ type: 'featureOff' });
      }
    } finally {
      off = [];
    }
    expect(await t.database.db.select().from(visionSurveys)).toHaveLength(0);
    expect(await tasks()).toHaveLength(0);
    expect((await get()).statusCode).toBe(200);
  });

  it('gives Anna a new survey with her two use-right groups, by designation', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const survey = res.json<Survey>();
    expect(survey.status).toBe('new');
    expect(survey.groups).toEqual([
      {
        useRightGroupId: bjorkas,
        estates: [{ designation: 'Björkås 2:7', municipality: 'Växjö' }],
        shared: true,
      },
      {
        useRightGroupId: norrskogen,
        estates: [{ designation: 'Norrskogen 1:4', municipality: 'Växjö' }],
        shared: false,
      },
    ]);
    expect(survey.answers).toEqual({
      personal: {},
      groups: { [bjorkas]: {}, [norrskogen]: {} },
      message: '',
    });
  });

  it('saves a partial draft, and keeps only the given answers', async () => {
    const res = await save({
      personal: { timeHorizon: 'over15' },
      groups: { [norrskogen]: { economy: '3', goals: '' } },
      message: '',
    });
    expect(res.statusCode).toBe(200);
    const survey = res.json<Survey>();
    expect(survey.status).toBe('draft');
    expect(survey.answers.personal).toEqual({ timeHorizon: 'over15' });
    expect(survey.answers.groups[norrskogen]).toEqual({ economy: '3' });
    expect((await get()).json<Survey>().answers.groups[norrskogen]).toEqual({ economy: '3' });
  });

  it('refuses an answer that is not one of the options, even in a draft, storing nothing', async () => {
    const res = await save({
      personal: { timeHorizon: 'forever' },
      groups: { [norrskogen]: { hunting: 'wolves' } },
      message: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      'personal.timeHorizon': 'Välj hur långt fram du planerar.',
      [`groups.${norrskogen}.hunting`]: 'Välj hur jakten används.',
    });
    expect(await t.database.db.select().from(visionSurveys)).toEqual([]);
  });

  it('refuses answers for a group that is not hers (Bertil cannot answer for Norrskogen)', async () => {
    const res = await save(
      { personal: {}, groups: { [norrskogen]: { economy: '1' } }, message: '' },
      'bertil',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'UnknownUseRightGroup' });
  });

  it('refuses sending without every required answer, naming each in Swedish', async () => {
    const res = await send({
      personal: { timeHorizon: 'over15' },
      groups: { [norrskogen]: groupAnswers },
      message: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      'personal.heirs': 'Välj hur du har planerat för generationsskiftet.',
      'personal.involvement': 'Välj hur du vill sköta skogen.',
    });
    const missingGroup = await send({ ...complete, groups: { [norrskogen]: groupAnswers } });
    expect(missingGroup.statusCode).toBe(400);
    expect(missingGroup.json<{ errors: Record<string, string> }>().errors).toEqual({
      [`groups.${bjorkas}.economy`]: 'Välj hur viktig ekonomin är.',
      [`groups.${bjorkas}.nature`]: 'Välj hur viktig naturen är.',
      [`groups.${bjorkas}.recreation`]: 'Välj hur viktigt friluftslivet är.',
      [`groups.${bjorkas}.hunting`]: 'Välj hur jakten används.',
    });
    const long = await send({ ...complete, message: 'x'.repeat(2001) });
    expect(long.json<{ errors: Record<string, string> }>().errors).toEqual({
      message: 'Meddelandet får vara högst 2000 tecken.',
    });
    expect(await tasks()).toEqual([]);
    expect(await t.database.db.select().from(visionSurveys)).toEqual([]);
  });

  it('sends: status sent and one staff-desk task; a later draft is updated; sending again keeps the task', async () => {
    const sent = await send(complete);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Survey>()).toMatchObject({ status: 'sent' });
    expect(sent.json<Survey>().sentAt).not.toBeNull();
    const [task] = await tasks();
    expect(task).toMatchObject({ memberId: demoIds.anna, status: 'open' });

    const updated = await save({ ...complete, message: 'Ändrat.' });
    expect(updated.json<Survey>().status).toBe('updated');
    const again = await send({ ...complete, message: 'Ändrat.' });
    expect(again.json<Survey>().status).toBe('sent');
    expect(await tasks()).toHaveLength(1);
  });

  it(
    'keeps one survey and one task when the same send arrives twice at once',
    { tags: ['engine'] },
    async () => {
      const [a, b] = await Promise.all([send(complete), send(complete)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(await t.database.db.select().from(visionSurveys)).toHaveLength(1);
      expect(await tasks()).toHaveLength(1);
    },
  );

  it('keeps one survey when two first drafts arrive at once', { tags: ['engine'] }, async () => {
    const draft = { personal: {}, groups: {}, message: '' };
    const answers = await Promise.all([save(draft), save(draft)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.database.db
      .select()
      .from(visionSurveys)
      .where(and(eq(visionSurveys.memberId, demoIds.anna)));
    expect(rows).toHaveLength(1);
  });

  it("never shows Anna's answers to Bertil", async () => {
    await send(complete);
    const res = await get('bertil');
    const survey = res.json<Survey>();
    expect(survey.status).toBe('new');
    expect(survey.groups.map((g) => g.useRightGroupId)).toEqual([bjorkas]);
    expect(survey.answers.groups[bjorkas]).toEqual({});
  });

  it('refuses David without the roles (403), a proxy without them (403), a signed-out caller (401)', async () => {
    expect((await get('david')).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: await as('anna', demoIds.bertil),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('tells Cecilia, with no estates, that there is no survey to fill in', async () => {
    const res = await save({ personal: {}, groups: {}, message: '' }, 'cecilia');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: 'NoUseRightGroups' });
  });
});
