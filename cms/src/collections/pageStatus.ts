import type { CollectionConfig } from 'payload';
import { messageType, text } from './fields.ts';
import { pagesSlug } from './pages.ts';

/**
 * A page's status (GET /api/v1/pages/status/{id}): offline notice and status messages.
 * One document per page; scheduled publishing and unpublishing show and end it on time.
 */
export const pageStatus: CollectionConfig = {
  slug: 'page-status',
  labels: { singular: 'Sidstatus', plural: 'Sidstatus' },
  admin: { defaultColumns: ['page', 'isOffline', '_status'] },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  fields: [
    {
      name: 'page',
      type: 'relationship',
      relationTo: pagesSlug,
      label: 'Sida',
      required: true,
      unique: true,
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
