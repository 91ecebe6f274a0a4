import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@portal/bridge': path.resolve('shared/bridge/index.ts') } },
  test: {
    include: ['{shared,server,host,components,scripts}/**/*.test.ts'],
    exclude: ['**/*.browser.test.ts', 'node_modules/**', 'dist/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
