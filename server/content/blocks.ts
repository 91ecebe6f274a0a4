import type { ContentBlock, ContentPage } from '../../shared/contracts/content.ts';

/** Where a block sits inside its page file, as a dotted path ('content.2.items.0'). */
export type BlockVisitor = (block: ContentBlock, path: string) => void;

/** Visits every block of a list and the blocks nested in it (sections, teasers, ...). */
export function visitBlocks(blocks: readonly ContentBlock[], base: string, visit: BlockVisitor) {
  blocks.forEach((block, index) => {
    const path = `${base}.${index}`;
    visit(block, path);
    switch (block.type) {
      case 'section':
        visitBlocks(block.blocks, `${path}.blocks`, visit);
        break;
      case 'teasers':
      case 'accordion':
      case 'contacts':
        visitBlocks(block.items, `${path}.items`, visit);
        break;
      default:
        break;
    }
  });
}

/** Visits every block of a page: top, main and aside content. */
export function visitPageBlocks(page: ContentPage, visit: BlockVisitor) {
  visitBlocks(page.topContent, 'topContent', visit);
  visitBlocks(page.content, 'content', visit);
  visitBlocks(page.asideContent, 'asideContent', visit);
}

/** The image URLs a block shows, with the field each sits in. */
export function blockImageUrls(block: ContentBlock): { field: string; url: string }[] {
  const urls: { field: string; url: string | null | undefined }[] = [];
  switch (block.type) {
    case 'image':
      urls.push({ field: 'url', url: block.url });
      break;
    case 'teaser':
    case 'banner':
    case 'textAndImage':
    case 'contact':
      urls.push({ field: 'imageUrl', url: block.imageUrl });
      break;
    default:
      break;
  }
  return urls.filter((u): u is { field: string; url: string } => typeof u.url === 'string');
}
