import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { bearerToken, tokensMatch } from '../http/secrets.ts';
import { cmsContentSource, followKeptContent, type CmsLocation } from './cmsSource.ts';
import { contentStoreOf, openContentStore, type ContentStore } from './store.ts';

export type ContentSourceSetting =
  { kind: 'files'; dir: string } | { kind: 'cms'; cms: CmsLocation; dataDir: string };

/**
 * The content the portal serves, from its source (CONTENT_SOURCE): the folder
 * (content-fixtures/, tests and development) or the editors' content system, whose
 * published content the portal keeps in its database and follows (cmsSource.ts).
 */
export async function openContent(
  app: FastifyInstance,
  db: Db,
  setting: ContentSourceSetting,
): Promise<ContentStore> {
  if (setting.kind === 'files') return openContentStore(setting.dir);

  const source = cmsContentSource({
    db,
    cms: setting.cms,
    cacheDir: path.join(setting.dataDir, 'content-snapshots'),
  });
  // A content system that is down at start leaves the newest kept content in service.
  await source
    .refresh()
    .catch((error: unknown) => app.log.error(`content system not read at start: ${String(error)}`));
  const store = await contentStoreOf(source.fromKept);
  store.watch(app.log);
  const stop = followKeptContent(store, source, app.log);
  app.addHook('onClose', async () => stop());

  // The content system's notice of a publish (its afterChange hook), with the portal key.
  app.post('/internal/content/published', async (request, reply) => {
    if (!tokensMatch(bearerToken(request) ?? '', setting.cms.key)) return reply.code(401).send();
    try {
      await source.refresh();
    } catch (error) {
      // Nothing changes: the newest kept content stays in service.
      request.log.error(`content system not read after a publish: ${String(error)}`);
      return reply.code(502).send();
    }
    await store.reload();
    return reply.code(204).send();
  });
  return store;
}
