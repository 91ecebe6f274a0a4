import { z } from 'zod/mini';
import { routeNodeSchema } from './memberProfile.ts';
import type { PageLayout } from './content/pageLayout.ts';

/**
 * The content system's pages, blocks, page status, news and document lists (platform §2,
 * §3), as the content API delivers them. Editors write them in content-fixtures/; the
 * server validates them with these schemas and the host parses its answers with them.
 */

/** Where the host finds content images: GET /content-images/<file> (server/content/routes.ts). */
export const contentImagePrefix = '/content-images/';

export const messageTypes = ['Success', 'Warning', 'Error', 'Attention', 'Black', 'Info'] as const;
export type MessageType = (typeof messageTypes)[number];

/** A status message an editor places on a page, shown between `starts` and `ends`. */
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
export type ContentLink = z.infer<typeof linkSchema>;

/** Rich text from the editor (HTML). The host page's CSP blocks any script in it. */
const html = z.string();

export const textBlockSchema = z.object({ type: z.literal('text'), html });

export const teaserBlockSchema = z.object({
  type: z.literal('teaser'),
  heading: z.string(),
  text: z.string(),
  link: z.optional(linkSchema),
  imageUrl: z.optional(z.nullable(z.string())),
  imageAlt: z.optional(z.string()),
});
export type TeaserBlock = z.infer<typeof teaserBlockSchema>;

export const teasersBlockSchema = z.object({
  type: z.literal('teasers'),
  heading: z.optional(z.string()),
  items: z.array(teaserBlockSchema),
});

export const accordionItemBlockSchema = z.object({
  type: z.literal('accordionItem'),
  heading: z.string(),
  html,
  /** Open when the page loads. */
  open: z.optional(z.boolean()),
});
export type AccordionItemBlock = z.infer<typeof accordionItemBlockSchema>;

export const accordionBlockSchema = z.object({
  type: z.literal('accordion'),
  heading: z.optional(z.string()),
  items: z.array(accordionItemBlockSchema),
});

export const bannerBlockSchema = z.object({
  type: z.literal('banner'),
  heading: z.string(),
  text: z.optional(z.string()),
  link: z.optional(linkSchema),
  imageUrl: z.optional(z.nullable(z.string())),
  imageAlt: z.optional(z.string()),
});

export const imageBlockSchema = z.object({
  type: z.literal('image'),
  url: z.string(),
  /** Empty for a decorative image. */
  alt: z.string(),
  caption: z.optional(z.string()),
});

export const textAndImageBlockSchema = z.object({
  type: z.literal('textAndImage'),
  heading: z.optional(z.string()),
  html,
  imageUrl: z.string(),
  imageAlt: z.string(),
  imagePosition: z.enum(['left', 'right']),
});

export const contactBlockSchema = z.object({
  type: z.literal('contact'),
  name: z.string(),
  title: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
  imageUrl: z.optional(z.nullable(z.string())),
});
export type ContactBlock = z.infer<typeof contactBlockSchema>;

export const contactsBlockSchema = z.object({
  type: z.literal('contacts'),
  heading: z.optional(z.string()),
  items: z.array(contactBlockSchema),
});

/** A status message placed as a block in the page's content. */
export const messageBlockSchema = z.object({
  type: z.literal('message'),
  messageType: z.enum(messageTypes),
  heading: z.optional(z.string()),
  text: z.string(),
});

/** News carousel: the items of GET /api/v1/news/{newsId}. */
export const newsBlockSchema = z.object({
  type: z.literal('news'),
  newsId: z.string(),
  heading: z.optional(z.string()),
});

/** Document list: GET /api/v1/sharepointdocuments/lists/{listId}. */
export const documentListBlockSchema = z.object({
  type: z.literal('documentList'),
  listId: z.string(),
  heading: z.optional(z.string()),
});

/** An embedded service element: a profile component by id (memberProfile.components). */
export const componentBlockSchema = z.object({
  type: z.literal('component'),
  componentId: z.string(),
});

/** A section groups blocks under a heading (sections may nest). */
export interface SectionBlock {
  type: 'section';
  heading?: string | undefined;
  blocks: ContentBlock[];
}

export type ContentBlock =
  | z.infer<typeof textBlockSchema>
  | TeaserBlock
  | z.infer<typeof teasersBlockSchema>
  | z.infer<typeof accordionBlockSchema>
  | AccordionItemBlock
  | z.infer<typeof bannerBlockSchema>
  | z.infer<typeof imageBlockSchema>
  | z.infer<typeof textAndImageBlockSchema>
  | z.infer<typeof contactsBlockSchema>
  | ContactBlock
  | SectionBlock
  | z.infer<typeof messageBlockSchema>
  | z.infer<typeof newsBlockSchema>
  | z.infer<typeof documentListBlockSchema>
  | z.infer<typeof componentBlockSchema>;

export const sectionBlockSchema: z.ZodMiniType<SectionBlock> = z.object({
  type: z.literal('section'),
  heading: z.optional(z.string()),
  get blocks() {
    return z.array(contentBlockSchema);
  },
});

export const contentBlockSchema: z.ZodMiniType<ContentBlock> = z.discriminatedUnion('type', [
  textBlockSchema,
  teaserBlockSchema,
  teasersBlockSchema,
  accordionBlockSchema,
  accordionItemBlockSchema,
  bannerBlockSchema,
  imageBlockSchema,
  textAndImageBlockSchema,
  contactsBlockSchema,
  contactBlockSchema,
  sectionBlockSchema as unknown as typeof textBlockSchema,
  messageBlockSchema,
  newsBlockSchema,
  documentListBlockSchema,
  componentBlockSchema,
]);
export type ContentBlockType = ContentBlock['type'];

/** Content page (platform §3). `routes` holds the children when includeChildren is asked. */
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
/**
 * A page as the renderer sees it: route-tree pages may carry a `layout`
 * (`routePageSchema`, content/pageLayout.ts; the start pages never do).
 */
export type ContentPage = z.infer<typeof contentPageSchema> & { layout?: PageLayout | undefined };

/** GET /api/v1/pages/status/{id} (platform §3): offline notice and status messages. */
export const pageStatusSchema = z.object({
  offlineStatus: z.object({ isOffline: z.boolean(), message: z.nullable(z.string()) }),
  messages: z.array(
    z.object({ id: z.string(), messageType: z.enum(messageTypes), text: z.string() }),
  ),
});
export type PageStatus = z.infer<typeof pageStatusSchema>;

/** News item (platform §3); GET /api/v1/news/{newsId} answers a list of them. */
export const newsItemSchema = z.object({
  id: z.string(),
  heading: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  publishedDate: z.string(),
  informationType: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.array(newsItemSchema);

/** Document list (platform §3): GET /api/v1/sharepointdocuments/lists/{listId}. */
export const documentSchema = z.object({
  guid: z.string(),
  driveItemId: z.string(),
  filename: z.string(),
  title: z.string(),
  fileType: z.string(),
  fileSizeFormatted: z.string(),
  modified: z.string(),
});
export type DocumentItem = z.infer<typeof documentSchema>;
export const documentListSchema = z.object({
  title: z.string(),
  documents: z.array(documentSchema),
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** Limits of platform §9. */
export const contentLimits = {
  newsMaxItems: 20,
  newsPerView: 4,
  documentPageSize: 10,
  documentSkeletonRows: 3,
} as const;
