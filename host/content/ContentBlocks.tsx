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

function Block({ block, headingLevel }: { block: ContentBlock; headingLevel: BlockHeadingLevel }) {
  const unavailableReason = useLinkAccess();
  const reasonFor = (link: { href: string } | undefined | null) =>
    link ? (unavailableReason(link.href) ?? undefined) : undefined;
  switch (block.type) {
    case 'text':
      return <gs-text className="content-block" html={block.html} />;
    case 'teaser':
      return (
        <gs-teaser
          className="content-block"
          heading={block.heading}
          text={block.text}
          link={block.link}
          unavailable={reasonFor(block.link)}
          imageUrl={block.imageUrl}
          imageAlt={block.imageAlt}
          headingLevel={headingLevel}
        />
      );
    case 'teasers':
      return (
        <gs-teasers
          className="content-block"
          heading={block.heading}
          items={block.items.map((item) => ({ ...item, unavailable: reasonFor(item.link) }))}
          headingLevel={headingLevel}
        />
      );
    case 'accordion':
      return (
        <gs-accordion
          className="content-block"
          heading={block.heading}
          items={block.items}
          headingLevel={headingLevel}
        />
      );
    case 'accordionItem':
      return (
        <gs-accordion-item
          className="content-block"
          heading={block.heading}
          html={block.html}
          open={block.open ?? false}
          headingLevel={headingLevel}
        />
      );
    case 'banner':
      return (
        <gs-banner
          className="content-block"
          heading={block.heading}
          text={block.text}
          link={block.link}
          imageUrl={block.imageUrl}
          imageAlt={block.imageAlt}
          headingLevel={headingLevel}
        />
      );
    case 'image':
      return (
        <gs-image
          className="content-block"
          url={block.url}
          alt={block.alt}
          caption={block.caption}
        />
      );
    case 'textAndImage':
      return (
        <gs-text-and-image
          className="content-block"
          heading={block.heading}
          html={block.html}
          imageUrl={block.imageUrl}
          imageAlt={block.imageAlt}
          imagePosition={block.imagePosition}
          headingLevel={headingLevel}
        />
      );
    case 'contacts':
      return (
        <gs-contacts
          className="content-block"
          heading={block.heading}
          items={block.items}
          headingLevel={headingLevel}
        />
      );
    case 'contact':
      return (
        <gs-contact
          className="content-block"
          name={block.name}
          title={block.title ?? ''}
          phone={block.phone}
          email={block.email}
          imageUrl={block.imageUrl}
          headingLevel={headingLevel}
        />
      );
    case 'section':
      return (
        <gs-section className="content-block" heading={block.heading} headingLevel={headingLevel}>
          <ContentBlocks
            blocks={block.blocks}
            headingLevel={block.heading ? deeper(headingLevel) : headingLevel}
          />
        </gs-section>
      );
    case 'message':
      return (
        <gs-message
          className="content-block"
          messageType={block.messageType}
          heading={block.heading}
          text={block.text}
        />
      );
    case 'news':
      return <NewsBlock block={block} headingLevel={headingLevel} />;
    case 'documentList':
      return <DocumentListBlock block={block} headingLevel={headingLevel} />;
    case 'component':
      return <ComponentBlock block={block} />;
  }
}
