import type { CollectionConfig, Field, GeneratePreviewURL, PayloadRequest } from 'payload';
import { pageLayouts } from '../../../shared/contracts/content/pageLayout.ts';
import { contentArea } from '../blocks.ts';
import { relationId } from '../fixtures/blocks.ts';
import { featureFlag, messageType, requiredRoles, text, time, versioned } from './fields.ts';
import { tabsLayout, uniqueMessageIds } from './pageRules.ts';

export const pagesSlug = 'pages';

/**
 * What a page is. The route tree's numeric page types follow from it (memberProfile.ts
 * pageTypes): group 20, content 15, external 10; the two start pages are outside the tree.
 */
export const pageKinds = ['start', 'group', 'content', 'external'] as const;
export type PageKind = (typeof pageKinds)[number];

/** The number after the highest page's: Payload awaits a default value's function. */
const nextPageId = async ({ req }: { req: PayloadRequest }): Promise<number> => {
  const { docs } = await req.payload.find({
    collection: pagesSlug,
    sort: '-id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return Number(docs[0]?.id ?? 0) + 1;
};

const hasContent = (data: { kind?: PageKind } | undefined) => data?.kind !== 'external';
const inMenu = (data: { kind?: PageKind } | undefined) => data?.kind !== 'start';

const pageMessage: Field = {
  name: 'messages',
  type: 'array',
  label: 'Meddelanden på sidan',
  labels: { singular: 'meddelande', plural: 'meddelanden' },
  admin: { condition: hasContent },
  validate: uniqueMessageIds,
  fields: [
    text('messageId', 'Id', true),
    text('text', 'Text', true),
    messageType,
    { name: 'active', type: 'checkbox', label: 'Aktivt', defaultValue: true },
    time('starts', 'Visas från'),
    time('ends', 'Visas till'),
    { name: 'marginBottom', type: 'checkbox', label: 'Luft under' },
  ],
};

/**
 * Every page of the portal, a node of the route tree and its content in one document: the
 * editor sees a page where the member sees it. `parent` and `sortOrder` place it in the
 * tree; drafts, versions and scheduled publishing come with Payload's versions. `preview`
 * makes the edit view's link to the draft in the portal's host (../preview.ts).
 */
export function pages(productSlug: string, preview?: GeneratePreviewURL): CollectionConfig {
  return {
    slug: pagesSlug,
    labels: { singular: 'Sida', plural: 'Sidor' },
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'urlName', 'kind', 'parent', '_status'],
      ...(preview ? { preview } : {}),
      components: { edit: { PreviewButton: '/src/admin/PreviewButton.tsx#PreviewButton' } },
    },
    versions: versioned(50),
    fields: [
      // The portal's page id (route tree, GET /api/v1/pages/{id}); a new page gets the next.
      {
        name: 'id',
        type: 'number',
        label: 'Sid-id',
        required: true,
        defaultValue: nextPageId as unknown as number,
        admin: { description: 'Sidans nummer i portalen. En ny sida får nästa lediga nummer.' },
      },
      {
        name: 'kind',
        type: 'select',
        label: 'Sidtyp',
        required: true,
        defaultValue: 'content',
        options: [
          { value: 'start', label: 'Startsida' },
          { value: 'group', label: 'Gruppsida' },
          { value: 'content', label: 'Innehållssida' },
          { value: 'external', label: 'Länk till annan webbplats' },
        ],
      },
      {
        // The member's start page or the signed-out visitor's (their fixed file names).
        name: 'startPage',
        type: 'select',
        label: 'Startsida för',
        options: [
          { value: 'startpage', label: 'Inloggade medlemmar' },
          { value: 'publicstartpage', label: 'Utloggade besökare' },
        ],
        admin: { condition: (data) => data?.kind === 'start' },
      },
      text('name', 'Namn i menyn', true),
      {
        name: 'urlName',
        type: 'text',
        label: 'Adressnamn (URL-namn)',
        // The start pages are the site's root: their address name is empty. Two pages under
        // the same parent cannot share an address (content:check's duplicate URL name).
        validate: async (
          value: unknown,
          {
            data,
            id,
            req,
          }: { data: { kind?: PageKind; parent?: unknown }; id?: unknown; req: PayloadRequest },
        ) => {
          if (data.kind === 'start') return true;
          if (typeof value !== 'string' || !value) return 'Ange sidans adressnamn.';
          if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))
            return 'Adressnamnet får bara ha små bokstäver a–z, siffror och bindestreck.';
          const parent = data.parent == null ? null : relationId(data.parent);
          const { totalDocs } = await req.payload.count({
            collection: pagesSlug,
            req,
            where: {
              and: [
                { urlName: { equals: value } },
                parent === null ? { parent: { exists: false } } : { parent: { equals: parent } },
                ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
              ],
            },
          });
          return (
            totalDocs === 0 || `Adressnamnet "${value}" används redan av en sida på samma plats.`
          );
        },
      },
      {
        name: 'externalUrl',
        type: 'text',
        label: 'Adress till den andra webbplatsen',
        admin: { condition: (data) => data?.kind === 'external' },
      },
      {
        type: 'collapsible',
        label: 'Menyn',
        admin: { condition: inMenu },
        fields: [
          {
            name: 'parent',
            type: 'relationship',
            relationTo: pagesSlug,
            label: 'Ligger under',
          },
          { name: 'sortOrder', type: 'number', label: 'Ordning under föräldern', defaultValue: 0 },
          { name: 'showInMenu', type: 'checkbox', label: 'Visas i menyn', defaultValue: true },
          text('icon', 'Ikon'),
          text('menuChip', 'Etikett i menyn'),
          requiredRoles(productSlug),
          featureFlag,
        ],
      },
      {
        type: 'collapsible',
        label: 'Innehåll',
        admin: { condition: hasContent },
        fields: [
          text('title', 'Rubrik'),
          { name: 'preamble', type: 'textarea', label: 'Ingress' },
          {
            name: 'layout',
            type: 'select',
            label: 'Layout',
            options: pageLayouts.map((value) => ({ value, label: 'Flikar' })),
            validate: tabsLayout,
          },
          contentArea('topContent', 'Överst på sidan'),
          contentArea('content', 'Huvudinnehållet'),
          contentArea('asideContent', 'Sidokolumnen'),
        ],
      },
      pageMessage,
    ],
  };
}
