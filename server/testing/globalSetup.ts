import type { TestProject } from 'vitest/node';
import { makeTemplate, type TestDatabaseTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What openTestDatabase copies for each test file (server/testing/database.ts). */
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * vitest globalSetup: migrates and seeds the server tests' template database once per run
 * (PGlite, or PostgreSQL when DATABASE_URL is set) and removes it at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await makeTemplate(process.env.DATABASE_URL || undefined);
  project.provide('testDatabaseTemplate', template);
  return remove;
}
