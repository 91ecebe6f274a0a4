import type { CollectionConfig } from 'payload';
import { messageType, text, versioned } from './fields.ts';
import { pagesSlug } from './pages.ts';

/**
 * A page's status (GET /api/v1/pages/status/{id}): offline notice and status messages.
 * One document per page; scheduled publishing and unpublishing show and end it on time.
 */
export const pageStatus: CollectionConfig = {
  slug: 'page-status',
  labels: { singular: 'Sidstatus', plural: 'Sidstatus' },
  // Named by its page (the list, the schedule drawer's "Schemalägg publicering för …").
  admin: { useAsTitle: 'pageName', defaultColumns: ['pageName', 'isOffline', '_status'] },
  versions: versioned(50),
  fields: [
    {
      name: 'page',
      type: 'relationship',
      relationTo: pagesSlug,
      label: 'Sida',
      required: true,
      unique: true,
    },
    // Read through the relation, never stored (a virtual path field may be a title).
    {
      name: 'pageName',
      type: 'text',
      label: 'Sida',
      virtual: 'page.name',
      admin: { hidden: true },
    },
    { name: 'isOffline', type: 'checkbox', label: 'Sidan är ur drift' },
    text('offlineMessage', 'Meddelande när sidan är ur drift'),
    {
      name: 'messages',
      type: 'array',
      label: 'Statusmeddelanden',
      labels: { singular: 'statusmeddelande', plural: 'statusmeddelanden' },
      fields: [text('messageId', 'Id', true), messageType, text('text', 'Text', true)],
    },
  ],
};
