import { z } from 'zod/mini';
import { routeNodeSchema } from './memberProfile.ts';

/**
 * Content pages as the content system delivers them (platform §3), reduced to what the
 * portal renders. Blocks are a union on `type`; issue 3 adds the remaining block types.
 */
export const messageTypes = ['Success', 'Warning', 'Error', 'Attention', 'Black', 'Info'] as const;

export const contentMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  messageType: z.enum(messageTypes),
  active: z.boolean(),
  starts: z.nullable(z.string()),
  ends: z.nullable(z.string()),
  marginBottom: z.optional(z.boolean()),
});
export type ContentMessage = z.infer<typeof contentMessageSchema>;

export const linkSchema = z.object({ href: z.string(), text: z.string() });

export const textBlockSchema = z.object({
  type: z.literal('text'),
  /** Rich text from the editor (HTML). The host page's CSP blocks any script in it. */
  html: z.string(),
});
export const teaserBlockSchema = z.object({
  type: z.literal('teaser'),
  heading: z.string(),
  text: z.string(),
  link: z.optional(linkSchema),
  imageUrl: z.optional(z.nullable(z.string())),
});
export const teasersBlockSchema = z.object({
  type: z.literal('teasers'),
  heading: z.optional(z.string()),
  items: z.array(teaserBlockSchema),
});
export const componentBlockSchema = z.object({
  type: z.literal('component'),
  /** Id of a profile component (memberProfile.components[].id). */
  componentId: z.string(),
});

export const contentBlockSchema = z.discriminatedUnion('type', [
  textBlockSchema,
  teaserBlockSchema,
  teasersBlockSchema,
  componentBlockSchema,
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentPageSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  urlName: z.string(),
  pageType: z.enum(['start', 'group', 'content']),
  preamble: z.nullable(z.string()),
  content: z.array(contentBlockSchema),
  topContent: z.array(contentBlockSchema),
  asideContent: z.array(contentBlockSchema),
  messages: z.array(contentMessageSchema),
  routes: z.optional(z.array(routeNodeSchema)),
  pageFiltered: z.optional(z.boolean()),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
