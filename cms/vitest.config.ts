import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The PostgreSQL round trip needs a server (DATABASE_URL, as CI has): left out, not skipped.
    exclude: process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
