import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod/mini';
import { contentPageSchema, type ContentPage } from '../../shared/contracts/content.ts';
import {
  componentsFixtureSchema,
  featureFlagsFixtureSchema,
  routeTreeFixtureSchema,
  type ComponentFixture,
  type RouteFixture,
} from '../../shared/contracts/fixtures.ts';
import type { FeatureFlag } from '../../shared/contracts/featureFlags.ts';

/** Everything the content system delivers, read from content-fixtures/ and validated. */
export interface ContentFixtures {
  routes: RouteFixture[];
  components: ComponentFixture[];
  featureFlags: FeatureFlag[];
  pages: Record<'publicstartpage' | 'startpage', ContentPage>;
}

export interface FixtureError {
  file: string;
  path: string;
  message: string;
}

export class FixtureValidationError extends Error {
  constructor(readonly errors: FixtureError[]) {
    super(errors.map((e) => `${e.file}: ${e.path || '(root)'}: ${e.message}`).join('\n'));
  }
}

/** The fixture files and the schema each must satisfy. */
export const fixtureFiles = {
  routes: ['route-tree.json', routeTreeFixtureSchema],
  components: ['components.json', componentsFixtureSchema],
  featureFlags: ['feature-flags.json', featureFlagsFixtureSchema],
  publicstartpage: ['pages/publicstartpage.json', contentPageSchema],
  startpage: ['pages/startpage.json', contentPageSchema],
} as const;

async function readValidated<S extends z.ZodMiniType>(
  dir: string,
  file: string,
  schema: S,
  errors: FixtureError[],
): Promise<z.infer<S> | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  } catch (error) {
    errors.push({ file, path: '', message: (error as Error).message });
    return undefined;
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    errors.push({ file, path: issue.path.join('.'), message: issue.message });
  }
  return undefined;
}

/** Reads and validates every fixture; throws FixtureValidationError listing all problems. */
export async function loadContentFixtures(dir: string): Promise<ContentFixtures> {
  const errors: FixtureError[] = [];
  const [routes, components, featureFlags, publicstartpage, startpage] = await Promise.all([
    readValidated(dir, ...fixtureFiles.routes, errors),
    readValidated(dir, ...fixtureFiles.components, errors),
    readValidated(dir, ...fixtureFiles.featureFlags, errors),
    readValidated(dir, ...fixtureFiles.publicstartpage, errors),
    readValidated(dir, ...fixtureFiles.startpage, errors),
  ]);
  if (
    errors.length > 0 ||
    !routes ||
    !components ||
    !featureFlags ||
    !publicstartpage ||
    !startpage
  ) {
    throw new FixtureValidationError(errors);
  }
  return {
    routes: routes.routes,
    components: components.components,
    featureFlags: featureFlags.featureFlags,
    pages: { publicstartpage, startpage },
  };
}
