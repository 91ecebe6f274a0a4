import { z } from 'zod/mini';
import { contentPageSchema } from '../content.ts';

/** Page layouts beyond the default (a route-tree page's `layout`). */
export const pageLayouts = ['tabs'] as const;
export type PageLayout = (typeof pageLayouts)[number];

/**
 * A route-tree page (GET /api/v1/pages/{id}, content-fixtures/pages/<id>.json): the content
 * page plus its `layout`. 'tabs': a group page whose children are tabs (opening it opens its
 * first tab), or a content page that is one of those tabs and shows its group's children as
 * a tab bar of links after its title. Each tab is a page of its own, with its own address.
 *
 * A module of its own, not a field of contentPageSchema: that schema is in the host's first
 * load (the start pages), this one only where route pages are read (the content renderer's
 * lazy chunk and the server), so the layout costs the first load nothing.
 */
export const routePageSchema = z.extend(contentPageSchema, {
  layout: z.optional(z.enum(pageLayouts)),
});
