import { signingLinkRoutes } from '../../shared/contracts/signing/linkRoutes.ts';
import { signingRoutes as table } from '../../shared/contracts/signing/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import * as schema from './schema.ts';
import { sendOutboxMessage } from './outbox.ts';

/**
 * Signing is a service of the kit rather than an area of its own: its routes need the one
 * signing service the areas share (server/app.ts registers them with it, `portalSigning`),
 * so this entry lists its route table for the OpenAPI document and its outbox's job kind.
 */
export const signingArea = defineServerArea({
  name: 'signing',
  tables: [table, signingLinkRoutes],
  schema,
  jobs: [sendOutboxMessage],
});
