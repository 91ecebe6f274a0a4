import type { ContentBlockType } from '../contracts/content.ts';

/**
 * Every shared/ui element with a loader that defines it, so a host can load only the
 * elements a page uses (each is its own chunk in a bundle) instead of all of them up front.
 */
export const gsElementLoaders = {
  'gs-text': () => import('./text/index.ts'),
  'gs-teaser': () => import('./teaser/index.ts'),
  'gs-teasers': () => import('./teasers/index.ts'),
  'gs-accordion': () => import('./accordion/index.ts'),
  'gs-accordion-item': () => import('./accordion-item/index.ts'),
  'gs-banner': () => import('./banner/index.ts'),
  'gs-image': () => import('./image/index.ts'),
  'gs-text-and-image': () => import('./text-and-image/index.ts'),
  'gs-contacts': () => import('./contacts/index.ts'),
  'gs-contact': () => import('./contact/index.ts'),
  'gs-section': () => import('./section/index.ts'),
  'gs-message': () => import('./message/index.ts'),
  'gs-news': () => import('./news/index.ts'),
  'gs-document-list': () => import('./document-list/index.ts'),
  'gs-video-modal': () => import('./video-modal/index.ts'),
  'gs-offline-view': () => import('./offline-view/index.ts'),
  'gs-offline-banner': () => import('./offline-banner/index.ts'),
  'gs-skeleton': () => import('./skeleton/index.ts'),
  'gs-tabs': () => import('./tabs/index.ts'),
} as const satisfies Record<string, () => Promise<unknown>>;

export type GsTagName = keyof typeof gsElementLoaders;

/** The element that renders each content block type (the component block is the host's own). */
export const blockElements = {
  text: 'gs-text',
  teaser: 'gs-teaser',
  teasers: 'gs-teasers',
  accordion: 'gs-accordion',
  accordionItem: 'gs-accordion-item',
  banner: 'gs-banner',
  image: 'gs-image',
  textAndImage: 'gs-text-and-image',
  contacts: 'gs-contacts',
  contact: 'gs-contact',
  section: 'gs-section',
  message: 'gs-message',
  news: 'gs-news',
  documentList: 'gs-document-list',
} as const satisfies Record<Exclude<ContentBlockType, 'component'>, GsTagName>;

/** Defines one element (once; later calls reuse the loaded module). */
export async function loadElement(tag: GsTagName): Promise<void> {
  await gsElementLoaders[tag]();
}

/** Defines every element of a list of tags, in parallel. */
export async function loadElements(tags: Iterable<GsTagName>): Promise<void> {
  await Promise.all([...new Set(tags)].map(loadElement));
}
