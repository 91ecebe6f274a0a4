import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { componentAppSchema } from '../../shared/contracts/componentApp.ts';
import { notFound } from '../kit/problem.ts';

const namePattern = /^[a-z][a-z0-9-]*$/;

/**
 * The component host: GET /components/<name>/api/v1/app names the element's hashed script
 * and its integrity. Never cached, so a new release is picked up at once; the script itself
 * is cached forever (server/http/static.ts).
 */
export async function componentHostRoutes(app: FastifyInstance, opts: { distDir: string }) {
  app.get<{ Params: { name: string } }>('/components/:name/api/v1/app', async (request, reply) => {
    const { name } = request.params;
    if (!namePattern.test(name)) throw notFound();
    let app;
    try {
      const file = path.join(opts.distDir, 'components', name, 'app.json');
      app = componentAppSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      throw notFound();
    }
    return reply.header('Cache-Control', 'no-cache, no-store, must-revalidate').send(app);
  });
}
