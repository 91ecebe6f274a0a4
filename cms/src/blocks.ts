import type { Block, Field, PayloadRequest } from 'payload';
import { contentImagePrefix } from '../../shared/contracts/content.ts';
import { messageType, text } from './collections/fields.ts';
import { richTextFields } from './richText.ts';

/**
 * The portal's content blocks (shared/contracts/content.ts) as Payload blocks, one to one:
 * a block's slug is the contract's `type`, its fields the contract's fields, but for the
 * text: editors write it in a rich-text editor, and the export writes it as the contract's
 * `html` (richText.ts).
 */

const heading = (required = false) => text('heading', 'Rubrik', required);
const link: Field = {
  name: 'link',
  type: 'group',
  label: 'Länk',
  fields: [text('href', 'Adress'), text('text', 'Länktext')],
};
/**
 * An image's address: an image of the content (`/content-images/<file>`) must be one uploaded
 * to Bilder, as content:check asks of the files; another site's address is the editor's.
 */
export const imageUrl = (required = false): Field => ({
  name: 'imageUrl',
  type: 'text',
  label: 'Bildens adress',
  required,
  validate: async (value: unknown, { req }: { req: PayloadRequest }) => {
    if (typeof value !== 'string' || !value) return required ? 'Ange bildens adress.' : true;
    if (!value.startsWith(contentImagePrefix)) return true;
    const name = value.slice(contentImagePrefix.length);
    const { totalDocs } = await req.payload.count({
      collection: 'images',
      where: { filename: { equals: name } },
      req,
    });
    return (
      totalDocs > 0 ||
      `Bilden "${name}" finns inte bland bilderna. Ladda upp den under Bilder först.`
    );
  },
});
const image: Field[] = [imageUrl(), text('imageAlt', 'Bildens alt-text')];

const teaserFields: Field[] = [heading(true), text('text', 'Text', true), link, ...image];
const accordionItemFields: Field[] = [
  heading(true),
  ...richTextFields(),
  { name: 'open', type: 'checkbox', label: 'Öppen när sidan laddas' },
];
const contactFields: Field[] = [
  text('name', 'Namn', true),
  text('title', 'Titel'),
  text('phone', 'Telefon'),
  text('email', 'E-post'),
  imageUrl(),
];

/** The slug of the collection of registered components (a component block names one). */
export const componentsSlug = 'components';

/**
 * A relationship's check at save: the named document exists (Payload would otherwise
 * leave it to the database, which refuses without a word the editor can read).
 */
const existingIn =
  (collection: string, missing: (id: string) => string) =>
  async (value: unknown, { req }: { req: PayloadRequest }) => {
    if (value === null || value === undefined || value === '') return true;
    const id = typeof value === 'object' && 'id' in value ? String(value.id) : String(value);
    const { totalDocs } = await req.payload.count({
      collection: collection as 'components',
      where: { id: { equals: id } },
      req,
    });
    return totalDocs > 0 || missing(id);
  };

const leafBlocks: Block[] = [
  { slug: 'text', labels: { singular: 'Text', plural: 'Texter' }, fields: richTextFields() },
  { slug: 'teaser', labels: { singular: 'Puff', plural: 'Puffar' }, fields: teaserFields },
  {
    slug: 'teasers',
    labels: { singular: 'Puffar', plural: 'Puffgrupper' },
    fields: [
      heading(),
      {
        name: 'items',
        type: 'array',
        label: 'Puffar',
        labels: { singular: 'puff', plural: 'puffar' },
        fields: teaserFields,
      },
    ],
  },
  {
    slug: 'accordion',
    labels: { singular: 'Dragspel', plural: 'Dragspel' },
    fields: [
      heading(),
      {
        name: 'items',
        type: 'array',
        label: 'Rader',
        labels: { singular: 'rad', plural: 'rader' },
        fields: accordionItemFields,
      },
    ],
  },
  {
    slug: 'accordionItem',
    labels: { singular: 'Dragspelsrad', plural: 'Dragspelsrader' },
    fields: accordionItemFields,
  },
  {
    slug: 'banner',
    labels: { singular: 'Banner', plural: 'Banners' },
    fields: [heading(true), text('text', 'Text'), link, ...image],
  },
  {
    slug: 'image',
    labels: { singular: 'Bild', plural: 'Bilder' },
    fields: [
      text('url', 'Bildens adress', true),
      // Empty for a decorative image, so not required.
      text('alt', 'Alt-text (tom för en dekorativ bild)'),
      text('caption', 'Bildtext'),
    ],
  },
  {
    slug: 'textAndImage',
    labels: { singular: 'Text och bild', plural: 'Text och bild' },
    fields: [
      heading(),
      ...richTextFields(),
      imageUrl(true),
      text('imageAlt', 'Bildens alt-text', true),
      {
        name: 'imagePosition',
        type: 'select',
        label: 'Bildens plats',
        required: true,
        options: [
          { value: 'left', label: 'Vänster' },
          { value: 'right', label: 'Höger' },
        ],
      },
    ],
  },
  {
    slug: 'contacts',
    labels: { singular: 'Kontakter', plural: 'Kontaktgrupper' },
    fields: [
      heading(),
      {
        name: 'items',
        type: 'array',
        label: 'Kontakter',
        labels: { singular: 'kontakt', plural: 'kontakter' },
        fields: contactFields,
      },
    ],
  },
  { slug: 'contact', labels: { singular: 'Kontakt', plural: 'Kontakter' }, fields: contactFields },
  {
    slug: 'message',
    labels: { singular: 'Meddelande', plural: 'Meddelanden' },
    fields: [messageType, heading(), text('text', 'Text', true)],
  },
  {
    slug: 'news',
    labels: { singular: 'Nyheter', plural: 'Nyhetsflöden' },
    fields: [
      {
        name: 'newsId',
        type: 'text',
        label: 'Nyhetsflöde',
        required: true,
        // A feed exists while it has a news item; an unknown one is refused at save.
        validate: async (value: unknown, { req }: { req: PayloadRequest }) => {
          if (typeof value !== 'string' || !value) return 'Ange nyhetsflödet.';
          const { totalDocs } = await req.payload.count({
            collection: 'news',
            where: { newsId: { equals: value } },
            req,
          });
          return (
            totalDocs > 0 || `Nyhetsflödet "${value}" finns inte. Lägg först till en nyhet i det.`
          );
        },
      },
      heading(),
    ],
  },
  {
    slug: 'documentList',
    labels: { singular: 'Dokumentlista', plural: 'Dokumentlistor' },
    fields: [
      // Only an existing list can be named.
      {
        name: 'listId',
        type: 'relationship',
        relationTo: 'document-lists',
        label: 'Dokumentlista',
        required: true,
        validate: existingIn('document-lists', (id) => `Dokumentlistan "${id}" finns inte.`),
      },
      heading(),
    ],
  },
  {
    slug: 'component',
    labels: { singular: 'Tjänst', plural: 'Tjänster' },
    fields: [
      {
        // Only registered components can be placed (platform §3).
        name: 'componentId',
        type: 'relationship',
        relationTo: componentsSlug,
        label: 'Tjänst',
        required: true,
        validate: existingIn(
          componentsSlug,
          (id) => `Tjänsten "${id}" är inte registrerad. Välj en tjänst i listan.`,
        ),
      },
    ],
  },
];

const leafSlugs = leafBlocks.map((block) => block.slug);

/**
 * Sections nest (the demo content goes two deep). A block may not contain itself in a
 * Payload config, so a section is three blocks, `section` holding `section2` holding
 * `section1`; the export writes each as the contract's one `section`.
 */
export const sectionSlugs = ['section', 'section2', 'section1'] as const;

const sectionBlocks: Block[] = sectionSlugs.map((slug, i) => ({
  slug,
  labels: { singular: 'Sektion', plural: 'Sektioner' },
  fields: [
    heading(),
    {
      name: 'blocks',
      type: 'blocks',
      label: 'Innehåll',
      labels: { singular: 'block i sektionen', plural: 'block' },
      blocks: [],
      blockReferences: [...leafSlugs, ...sectionSlugs.slice(i + 1)],
    },
  ],
}));

/**
 * Every block, defined once in the config (`config.blocks`) and referenced by slug. Without
 * Payload's block name ("Namnlös" in each block's header): the portal has no use for it, and
 * a new editor took it for a field to fill in.
 */
export const blockDefinitions: Block[] = [...leafBlocks, ...sectionBlocks].map((block) => ({
  ...block,
  admin: { ...block.admin, disableBlockName: true },
}));

/** A page area (content, top, aside): any block. */
export const contentArea = (name: string, label: string): Field => ({
  name,
  type: 'blocks',
  label,
  // The add button reads "Lägg till block i huvudinnehållet" and so on: one name per area.
  labels: { singular: `block i ${label.toLowerCase()}`, plural: 'block' },
  blocks: [],
  blockReferences: [...leafSlugs, 'section'],
});
