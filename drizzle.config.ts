import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the platform's tables (server/db/schema.ts) and each area's
// own (server/<area>/schema.ts): `npm run db:generate`. A new area's schema file is found
// by the pattern; nothing here changes per area.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/*/schema.ts'],
  out: './server/db/migrations',
});
