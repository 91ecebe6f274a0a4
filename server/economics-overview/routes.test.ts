import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsOverview } from '../../shared/contracts/accounts.ts';
import type {
  MemberEngagement,
  OverviewAccounts,
  OverviewEconomics,
  OverviewTradePeriods,
} from '../../shared/contracts/economics-overview.ts';
import { monthAround, todayInSweden } from '../../shared/time/index.ts';
import type { Database } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { demoIds } from '../db/seed.ts';
import { withProxyRoles } from '../testing/proxyRoles.ts';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { flagsContent } from '../features/testing.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { testFaceOf } from '../testing/testFaces.ts';
import { economicsOverviewRoutes } from './routes.ts';

const base = '/api/v1/economics-overview';
const urls = {
  accounts: `${base}/accounts`,
  economics: `${base}/economic-development`,
  tradePeriods: `${base}/trade-periods`,
  engagement: `${base}/engagement`,
} as const;

/** Flags switched off by a test (all are on otherwise). */
let off: FeatureFlagName[] = [];
async function register(app: FastifyInstance, database: Database) {
  await app.register(economicsOverviewRoutes, {
    db: database.db,
    productName: 'Granskog',
    content: flagsContent(() => off),
  });
  // The accounts area itself, to check the panel against what the accounts page shows.
  await (await testFaceOf('accounts')).registerAccounts(app, database);
}

describe('economics overview', () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await apiTestApp(register);
  });
  afterAll(() => t.close());

  const get = async (person: keyof typeof demoIds, url: string, actingFor?: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.as(person, actingFor) });

  it('refuses every panel while EconomicsOverview is off (§2)', async () => {
    off = ['EconomicsOverview'];
    try {
      for (const url of Object.values(urls)) {
        const res = await get('anna', url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ type: 'featureOff' });
      }
    } finally {
      off = [];
    }
    expect((await get('anna', urls.accounts)).statusCode).toBe(200);
  });

  describe('accounts panel', () => {
    it("sums Anna's active accounts with the accounts page's own figures", async () => {
      const res = await get('anna', urls.accounts);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const panel = res.json<OverviewAccounts>();
      const page = (await get('anna', '/api/v1/accounts')).json<AccountsOverview>();
      const active = page.accounts.filter((a) => a.active);
      expect(page.accounts.length).toBeGreaterThan(active.length); // an inactive one is left out
      expect(panel.accounts).toEqual(
        active.map((a) => ({
          id: a.id,
          type: a.type,
          accountNumber: a.accountNumber,
          balanceOre: a.balanceOre,
          availableOre: a.availableOre,
        })),
      );
      expect(panel.totalBalanceOre).toBe(active.reduce((sum, a) => sum + a.balanceOre, 0));
      expect(panel.totalAvailableOre).toBe(active.reduce((sum, a) => sum + a.availableOre, 0));
      expect(panel.totalBalanceOre).toBeGreaterThan(0);
    });

    it('answers an empty list and zero totals for a member without accounts', async () => {
      const id = '00000000-0000-4000-8000-00000000e0e1';
      await t.database.db
        .insert(members)
        .values({
          id,
          customerNo: '990001',
          name: 'Ny Medlem',
          roles: ['Service_Finance_Read'],
        })
        .onConflictDoNothing();
      const res = await t.app.inject({
        method: 'GET',
        url: urls.accounts,
        headers: { authorization: `Bearer ${await t.tokenFor(id)}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ accounts: [], totalBalanceOre: 0, totalAvailableOre: 0 });
    });

    it("gives Bertil his own account, never Anna's", async () => {
      const anna = (await get('anna', urls.accounts)).json<OverviewAccounts>();
      const bertil = (await get('bertil', urls.accounts)).json<OverviewAccounts>();
      expect(bertil.accounts.map((a) => a.accountNumber)).toEqual(['8480-0200001']);
      const annas = new Set(anna.accounts.map((a) => a.id));
      expect(bertil.accounts.some((a) => annas.has(a.id))).toBe(false);
    });

    it("shows Anna acting for Bertil with the liquidity right's role Bertil's accounts", async () => {
      await withProxyRoles(t.database.db, ['Service_Finance_Read'], async () => {
        const res = await get('anna', urls.accounts, demoIds.bertil);
        expect(res.statusCode).toBe(200);
        expect(res.json<OverviewAccounts>().accounts.map((a) => a.accountNumber)).toEqual([
          '8480-0200001',
        ]);
      });
    });
  });

  describe('economic development panel', () => {
    it('gives Anna her latest five years, oldest first, Bertil his three, Cecilia none', async () => {
      const years = async (person: 'anna' | 'bertil' | 'cecilia') =>
        (await get(person, urls.economics)).json<OverviewEconomics>().years.map((y) => y.year);
      expect(await years('anna')).toEqual([2021, 2022, 2023, 2024, 2025]);
      expect(await years('bertil')).toEqual([2023, 2024, 2025]);
      expect(await years('cecilia')).toEqual([]);
      const [y2022] = (await get('anna', urls.economics))
        .json<OverviewEconomics>()
        .years.filter((y) => y.year === 2022);
      expect(y2022?.totalOre).toBe(122_082_000);
    });
  });

  describe('capital trade panel', () => {
    it('gives the period open today and the next one', async () => {
      const today = todayInSweden();
      const res = await get('anna', urls.tradePeriods);
      expect(res.statusCode).toBe(200);
      const { current, next } = res.json<OverviewTradePeriods>();
      expect(current).toMatchObject({
        opensOn: monthAround(today, 0).opensOn,
        closesOn: monthAround(today, 0).closesOn,
        tradeType: 'full',
        current: true,
      });
      expect(next).toMatchObject({
        opensOn: monthAround(today, 1).opensOn,
        tradeType: 'limited',
        current: false,
      });
    });
  });

  describe('member engagement panel', () => {
    it("gives Anna's member info, her stake obligation and the paid-in share", async () => {
      const res = await get('anna', urls.engagement);
      expect(res.statusCode).toBe(200);
      const [anna] = await t.database.db
        .select({ customerNo: members.customerNo })
        .from(members)
        .where(eq(members.id, demoIds.anna));
      // 112 ha productive forest x 900 kr = 100 800 kr; 89 250 kr paid in = 88,54 %.
      expect(res.json<MemberEngagement>()).toEqual({
        customerNo: anna!.customerNo,
        memberSince: '1998-03-12',
        votingArea: 'Växjö',
        memberAreaHundredthsHa: 12_640,
        stakeObligationOre: 10_080_000,
        paidInOre: 8_925_000,
        paidInShareBp: 8_854,
      });
    });

    it('gives Bertil his own, with no paid-in capital (0 %)', async () => {
      const res = await get('bertil', urls.engagement);
      // 45 ha x 900 kr = 40 500 kr.
      expect(res.json<MemberEngagement>()).toMatchObject({
        memberSince: '1987-11-02',
        votingArea: 'Tranås',
        stakeObligationOre: 4_050_000,
        paidInOre: 0,
        paidInShareBp: 0,
      });
    });

    it('answers null member info and no share for a member the registry has nothing on', async () => {
      const id = '00000000-0000-4000-8000-00000000e0e2';
      await t.database.db
        .insert(members)
        .values({ id, customerNo: '990002', name: 'Ny', roles: ['Service_Profile_Economics_Read'] })
        .onConflictDoNothing();
      const res = await t.app.inject({
        method: 'GET',
        url: urls.engagement,
        headers: { authorization: `Bearer ${await t.tokenFor(id)}` },
      });
      expect(res.json()).toEqual({
        customerNo: '990002',
        memberSince: null,
        votingArea: null,
        memberAreaHundredthsHa: null,
        stakeObligationOre: 0,
        paidInOre: 0,
        paidInShareBp: null,
      });
    });
  });

  describe('access', () => {
    const panels = Object.entries(urls);

    it.each(panels)('refuses a signed-out caller the %s panel with 401', async (_name, url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });

    it.each(panels)('refuses David, who holds none of the roles, the %s panel', async (_n, url) => {
      const res = await get('david', url);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ type: string }>().type).toBe('forbidden');
    });

    it.each(panels)(
      "refuses Anna acting for Bertil the %s panel: his proxy's rights grant none of the roles",
      async (_n, url) => {
        expect((await get('anna', url, demoIds.bertil)).statusCode).toBe(403);
      },
    );

    it.each(panels)(
      'refuses Anna acting for David, who gave her no proxy (%s)',
      async (_n, url) => {
        expect((await get('anna', url, demoIds.david)).statusCode).toBe(403);
      },
    );

    it('gates each panel by its own role: Finance_Read opens the accounts and nothing else', async () => {
      await withProxyRoles(t.database.db, ['Service_Finance_Read'], async () => {
        expect((await get('anna', urls.accounts, demoIds.bertil)).statusCode).toBe(200);
        expect((await get('anna', urls.economics, demoIds.bertil)).statusCode).toBe(403);
        expect((await get('anna', urls.tradePeriods, demoIds.bertil)).statusCode).toBe(403);
        expect((await get('anna', urls.engagement, demoIds.bertil)).statusCode).toBe(403);
      });
    });
  });
});
