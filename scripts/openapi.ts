// Writes docs/openapi.json from the route tables of every area (server/areas.ts).
// `npm run openapi`; server/kit/openapi.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { serverAreas } from '../server/areas.ts';
import { buildOpenApi } from '../server/kit/openapi.ts';

export const openApiFile = 'docs/openapi.json';
writeFileSync(openApiFile, `${JSON.stringify(buildOpenApi(serverAreas), null, 2)}\n`);
console.log(`Wrote ${openApiFile}`);
