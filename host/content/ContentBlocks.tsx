import type { ContentBlock } from '../../shared/contracts/content.ts';
import { ComponentBlock } from './ComponentBlock.tsx';
import { DocumentListBlock } from './DocumentListBlock.tsx';
import { NewsBlock } from './NewsBlock.tsx';
import { useLinkAccess } from './useLinkAccess.ts';
import './uiElements.ts';

/** Heading level of a block's own heading: 2 at the top of a page (the title is the h1). */
export type BlockHeadingLevel = 2 | 3 | 4 | 5 | 6;

function deeper(level: BlockHeadingLevel): BlockHeadingLevel {
  return Math.min(6, level + 1) as BlockHeadingLevel;
}

/**
 * Renders a content area's blocks in order (platform §2), each through its shared/ui
 * element; sections recurse, their blocks one heading level down.
 */
export function ContentBlocks({
  blocks,
  headingLevel = 2,
}: {
  blocks: readonly ContentBlock[];
  headingLevel?: BlockHeadingLevel;
}) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={`${block.type}-${index}`} block={block} headingLevel={headingLevel} />
      ))}
    </>
  );
}

/**
 * A block's own fields, which its shared/ui element takes as properties of the same names.
 * Blocks are read through the contract's schema, so no stray key lands as an attribute.
 */
function fieldsOf<B extends ContentBlock>({ type: _type, ...fields }: B): Omit<B, 'type'> {
  return fields;
}

function Block({ block, headingLevel }: { block: ContentBlock; headingLevel: BlockHeadingLevel }) {
  const unavailableReason = useLinkAccess();
  const reasonFor = (link: { href: string } | undefined | null) =>
    link ? (unavailableReason(link.href) ?? undefined) : undefined;
  const asBlock = { className: 'content-block', headingLevel };
  switch (block.type) {
    case 'text':
      return <gs-text className="content-block" {...fieldsOf(block)} />;
    case 'image':
      return <gs-image className="content-block" {...fieldsOf(block)} />;
    case 'message':
      return <gs-message className="content-block" {...fieldsOf(block)} />;
    case 'accordion':
      return <gs-accordion {...asBlock} {...fieldsOf(block)} />;
    case 'banner':
      return <gs-banner {...asBlock} {...fieldsOf(block)} />;
    case 'textAndImage':
      return <gs-text-and-image {...asBlock} {...fieldsOf(block)} />;
    case 'contacts':
      return <gs-contacts {...asBlock} {...fieldsOf(block)} />;
    case 'teaser':
      return <gs-teaser {...asBlock} {...fieldsOf(block)} unavailable={reasonFor(block.link)} />;
    case 'teasers':
      return (
        <gs-teasers
          {...asBlock}
          heading={block.heading}
          items={block.items.map((item) => ({ ...item, unavailable: reasonFor(item.link) }))}
        />
      );
    case 'accordionItem':
      return <gs-accordion-item {...asBlock} {...fieldsOf(block)} open={block.open ?? false} />;
    case 'contact':
      return <gs-contact {...asBlock} {...fieldsOf(block)} title={block.title ?? ''} />;
    case 'section':
      return (
        <gs-section className="content-block" heading={block.heading} headingLevel={headingLevel}>
          <ContentBlocks
            blocks={block.blocks}
            headingLevel={block.heading ? deeper(headingLevel) : headingLevel}
          />
        </gs-section>
      );
    case 'news':
      return <NewsBlock block={block} headingLevel={headingLevel} />;
    case 'documentList':
      return <DocumentListBlock block={block} headingLevel={headingLevel} />;
    case 'component':
      return <ComponentBlock block={block} />;
  }
}
