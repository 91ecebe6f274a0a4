import type { z } from 'zod/mini';
import type {
  accordionBlockSchema,
  bannerBlockSchema,
  ContentBlock,
  componentBlockSchema,
  contactsBlockSchema,
  documentListBlockSchema,
  imageBlockSchema,
  messageBlockSchema,
  newsBlockSchema,
  teasersBlockSchema,
  textAndImageBlockSchema,
  textBlockSchema,
} from '../../shared/contracts/content.ts';

/** Each block type of shared/contracts/content.ts by name, for the renderers. */
export type TextBlock = z.infer<typeof textBlockSchema>;
export type TeasersBlock = z.infer<typeof teasersBlockSchema>;
export type AccordionBlock = z.infer<typeof accordionBlockSchema>;
export type BannerBlock = z.infer<typeof bannerBlockSchema>;
export type ImageBlock = z.infer<typeof imageBlockSchema>;
export type TextAndImageBlock = z.infer<typeof textAndImageBlockSchema>;
export type ContactsBlock = z.infer<typeof contactsBlockSchema>;
export type MessageBlock = z.infer<typeof messageBlockSchema>;
export type NewsBlock = z.infer<typeof newsBlockSchema>;
export type DocumentListBlock = z.infer<typeof documentListBlockSchema>;
export type ComponentBlock = z.infer<typeof componentBlockSchema>;
export type BlockOf<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;
