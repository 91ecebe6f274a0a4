import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the platform's tables (server/db/schema.ts, and the jobs',
// the staff desk's, the kit's) and each area's own (server/<area>/schema.ts, which its
// defineServerArea also names): `npm run db:generate`. A new area's schema file is found by
// the pattern; nothing here changes per area (server/areas.test.ts checks the two agree).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/**/schema.ts'],
  out: './server/db/migrations',
});
