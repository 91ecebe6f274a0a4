import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EconomicDevelopment } from '../../shared/contracts/economic-development.ts';
import type { Database } from '../db/client.ts';
import { demoIds } from '../db/seed.ts';
import { withProxyRoles } from '../testing/proxyRoles.ts';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { flagsContent } from '../features/testing.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { economicDevelopmentRoutes } from './routes.ts';
import { demoEconomicYears } from './seed.ts';

const url = '/api/v1/economic-development';

/** Flags switched off by a test (all are on otherwise). */
let off: FeatureFlagName[] = [];
async function register(app: FastifyInstance, database: Database) {
  await app.register(economicDevelopmentRoutes, {
    db: database.db,
    productName: 'Granskog',
    content: flagsContent(() => off),
  });
}

describe('economic development', () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await apiTestApp(register);
  });
  afterAll(() => t.close());

  const get = async (person: keyof typeof demoIds, actingFor?: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.as(person, actingFor) });

  it('refuses while EconomicDevelopment is off (§2)', async () => {
    off = ['EconomicDevelopment'];
    try {
      const res = await get('anna');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ type: 'featureOff' });
    } finally {
      off = [];
    }
    expect((await get('anna')).statusCode).toBe(200);
  });

  it('gives Anna her eight years oldest first, money in öre, the total the sum of the five series', async () => {
    const res = await get('anna');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { years } = res.json<EconomicDevelopment>();
    expect(years.map((y) => y.year)).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    // 2022, the final felling, by hand: 1 148 600 + 45 940 + 22 970 + 3 310 + 0 = 1 220 820 kr.
    expect(years.find((y) => y.year === 2022)).toEqual({
      year: 2022,
      timberVolumeM3fub: 2480,
      salesOre: 114_860_000,
      profitSharingOre: 4_594_000,
      dividendOnSalesOre: 2_297_000,
      dividendOnStakesOre: 331_000,
      stakeIssueEmissionOre: 0,
      totalOre: 122_082_000,
    });
    // 2021: 51 880 + 1 810 + 910 + 2 880 + 1 500 = 58 980 kr; 120,4 m3fub.
    expect(years.find((y) => y.year === 2021)).toMatchObject({
      timberVolumeM3fub: 120.4,
      totalOre: 5_898_000,
    });
    for (const y of years) {
      expect(y.totalOre).toBe(
        y.salesOre +
          y.profitSharingOre +
          y.dividendOnSalesOre +
          y.dividendOnStakesOre +
          y.stakeIssueEmissionOre,
      );
    }
  });

  it("gives Bertil only his own three years, never Anna's", async () => {
    const res = await get('bertil');
    expect(res.statusCode).toBe(200);
    const { years } = res.json<EconomicDevelopment>();
    expect(years.map((y) => y.year)).toEqual([2023, 2024, 2025]);
    expect(years.map((y) => y.salesOre)).toEqual(
      demoEconomicYears.bertil.map(([, , sales]) => sales * 100),
    );
    // 2024: 41 250 + 1 240 + 620 + 1 010 + 500 = 44 620 kr.
    expect(years[1]!.totalOre).toBe(4_462_000);
  });

  it('gives a member with the role and no years an empty list (Cecilia)', async () => {
    const res = await get('cecilia');
    expect(res.statusCode).toBe(200);
    expect(res.json<EconomicDevelopment>()).toEqual({ years: [] });
  });

  it('refuses David, who lacks Service_EconomicDevelopment_Read, with 403', async () => {
    const res = await get('david');
    expect(res.statusCode).toBe(403);
    expect(res.json<{ type: string }>().type).toBe('forbidden');
  });

  it('refuses a signed-out caller with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
  });

  it("refuses Anna acting for Bertil: his proxy's roles do not include the figures", async () => {
    const res = await get('anna', demoIds.bertil);
    expect(res.statusCode).toBe(403);
  });

  it("shows Anna, acting for Bertil with a proxy that has the role, Bertil's years only", async () => {
    await withProxyRoles(t.database.db, ['Service_EconomicDevelopment_Read'], async () => {
      const res = await get('anna', demoIds.bertil);
      expect(res.statusCode).toBe(200);
      expect(res.json<EconomicDevelopment>().years.map((y) => y.year)).toEqual([2023, 2024, 2025]);
    });
  });

  it('refuses Anna acting for David, who gave her no proxy', async () => {
    const res = await get('anna', demoIds.david);
    expect(res.statusCode).toBe(403);
  });
});
