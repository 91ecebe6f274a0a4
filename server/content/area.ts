import { contentRoutes as table } from '../../shared/contracts/content/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { areaService } from '../kit/services.ts';
import { contentRoutes } from './routes.ts';
import * as schema from './schema.ts';

/**
 * The content API: pages, page status, news and document lists. The document lists ask
 * the member's own documents (my documents' service) first.
 */
export const contentArea = defineServerArea({
  name: 'content',
  tables: [table],
  schema,
  routes: (app, { db, content }) =>
    contentRoutes(app, {
      db,
      content,
      memberDocuments: areaService('memberDocuments').source(db),
    }),
});
