import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import type { ActivityRequest, NoteRequestInput } from '../../shared/contracts/my-map.ts';
import type { demoIds } from '../db/seed.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { demoCompartmentId } from './demoPlan.ts';
import { myMapRoutes } from './routes.ts';
import { myMapFlags } from './testFlags.ts';

/** A valid proposed thinning in the demo plan's compartment 5, with `extra`'s fields instead. */
export const activityBody = (extra: Partial<ActivityRequest> = {}): ActivityRequest => ({
  compartmentId: demoCompartmentId(5),
  status: 'proposed',
  role: 'Huvudatgard',
  type: 'Gallring',
  performer: 'Cooperative',
  startYear: 2027,
  endYear: 2028,
  harvestVolume: 120,
  unit: 'm3fub',
  note: '',
  dateDone: null,
  speciesShares: [],
  ...extra,
});

/** A valid owner's edit of a compartment's figures, confirmed on own responsibility. */
export const compartmentEdit = {
  age: 60,
  heightM: 21.5,
  diameterCm: 24,
  basalAreaM2PerHa: 26,
  volumeM3skPerHa: 230,
  ownResponsibility: true,
};

/** A windthrow of 12 m³sk/ha on Norrskogen (over the salvage duty's 5), without images. */
export const windthrowNote: NoteRequestInput = {
  type: 'Windthrow',
  comment: 'Stormfällt efter helgen.',
  status: 'Active',
  numberOfTrees: 40,
  volumeM3skPerHa: 12,
  mainTreeSpecies: 'spruce',
  forestType: 'FinalFelling',
  position: { n: 6_305_800, e: 479_600 },
  images: [],
};

/** The day my map's tests run on, unless a test moves its own clock. */
export const myMapTestDay = new Date('2026-11-26T10:00:00Z');

export interface MyMapTestApp extends ApiTestApp {
  /** A call of my map's API (`url` after /api/v1/my-map) as a demo person, for another member with `actingFor`. */
  call(
    who: keyof typeof demoIds,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    actingFor?: string,
  ): Promise<LightMyRequestResponse>;
}

/**
 * A real PGlite app with the demo seed and my map's routes, for every test file of my map.
 * The flags (all on but `off()`) and the clock are asked on every call, so a test may
 * change them between calls.
 */
export async function myMapTestApp(
  options: { off?: () => readonly FeatureFlagName[]; now?: () => Date } = {},
): Promise<MyMapTestApp> {
  const { off = () => [], now = () => myMapTestDay } = options;
  const t = await apiTestApp(async (app, database) => {
    await app.register(myMapRoutes, {
      db: database.db,
      content: () => ({ featureFlags: myMapFlags(off()) }),
      now: () => now(),
    });
  });
  return Object.assign(t, {
    call: async (
      who: keyof typeof demoIds,
      method: InjectOptions['method'] & string,
      url: string,
      payload?: unknown,
      actingFor?: string,
    ) =>
      t.app.inject({
        method,
        url: `/api/v1/my-map${url}`,
        headers: await t.as(who, actingFor),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  });
}
