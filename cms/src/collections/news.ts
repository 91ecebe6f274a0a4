import type { CollectionConfig } from 'payload';
import { imageUrl } from '../blocks.ts';
import { text, time, versioned } from './fields.ts';

/** News items (GET /api/v1/news/{newsId}): each belongs to one feed. */
export const news: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'Nyhet', plural: 'Nyheter' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'newsId', 'publishedDate', '_status'] },
  versions: versioned(20),
  defaultSort: '-publishedDate',
  fields: [
    { name: 'id', type: 'text', label: 'Id', required: true },
    text('newsId', 'Nyhetsflöde', true),
    text('heading', 'Överrubrik', true),
    text('title', 'Rubrik', true),
    { name: 'description', type: 'textarea', label: 'Text', required: true },
    text('link', 'Länk'),
    imageUrl(),
    time('publishedDate', 'Publicerad', true),
    text('informationType', 'Kategori', true),
  ],
};
