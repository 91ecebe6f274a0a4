import type { z } from 'zod/mini';
import { contentPageSchema, type ContentPage } from '../contracts/content.ts';
import type { ApiClient } from './client.ts';

export interface GetPageOptions {
  /** Add `routes`: the page's children in the route tree, with hasAccess for the caller. */
  includeChildren: boolean;
  /** false leaves content, topContent and asideContent empty (title and messages only). */
  includeContent: boolean;
  signal?: AbortSignal | undefined;
  /**
   * What the answer is read with; default contentPageSchema. The content renderer passes
   * routePageSchema (contracts/content/pageLayout.ts) to keep the page's `layout`: that
   * schema then lives in its lazy chunk, not in the host's first load.
   */
  schema?: z.ZodMiniType<ContentPage> | undefined;
}

/** The path of GET /api/v1/pages/{id}: one spelling, so an answer asked ahead is found. */
export function pagePath(
  id: number,
  { includeChildren, includeContent }: Pick<GetPageOptions, 'includeChildren' | 'includeContent'>,
): string {
  const query = new URLSearchParams({
    includeChildren: String(includeChildren),
    includeContent: String(includeContent),
  });
  return `api/v1/pages/${encodeURIComponent(String(id))}?${query}`;
}

/** GET /api/v1/pages/{id} (platform §7): a content or group page of the route tree. */
export function getPage(
  client: ApiClient,
  id: number,
  { includeChildren, includeContent, signal, schema = contentPageSchema }: GetPageOptions,
): Promise<ContentPage> {
  return client.request(
    pagePath(id, { includeChildren, includeContent }),
    schema,
    signal ? { signal } : {},
  );
}
