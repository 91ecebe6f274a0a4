import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { requiredRoles, text, time, versioned } from './fields.ts';

/**
 * Files of document lists and content images, stored on disk beside the CMS database. A
 * file's `filename` is its name on disk, the fixtures' `file`.
 */
export const uploads = (mediaDir: string): CollectionConfig[] => [
  {
    slug: 'files',
    labels: { singular: 'Fil', plural: 'Filer' },
    upload: { staticDir: path.join(mediaDir, 'files') },
    fields: [],
  },
  {
    slug: 'images',
    labels: { singular: 'Bild', plural: 'Bilder' },
    upload: { staticDir: path.join(mediaDir, 'images'), mimeTypes: ['image/*'] },
    fields: [],
  },
];

/** Document lists (GET /api/v1/sharepointdocuments/lists/{listId}). */
export function documentLists(productSlug: string): CollectionConfig {
  return {
    slug: 'document-lists',
    labels: { singular: 'Dokumentlista', plural: 'Dokumentlistor' },
    admin: { useAsTitle: 'title' },
    versions: versioned(20, { scheduled: false }),
    fields: [
      // The list id pages name ('medlemsdokument').
      { name: 'id', type: 'text', label: 'Id', required: true },
      text('title', 'Rubrik', true),
      requiredRoles(productSlug),
      {
        name: 'documents',
        type: 'array',
        label: 'Dokument',
        labels: { singular: 'dokument', plural: 'dokument' },
        fields: [
          text('guid', 'Guid', true),
          text('driveItemId', 'Dokument-id', true),
          { name: 'file', type: 'upload', relationTo: 'files', label: 'Fil', required: true },
          text('filename', 'Filnamn vid nedladdning', true),
          text('title', 'Titel', true),
          time('modified', 'Ändrad', true),
        ],
      },
    ],
  };
}
