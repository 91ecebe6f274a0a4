import type { ContentBlock } from '../../shared/contracts/content.ts';
import { ComponentBlock } from './ComponentBlock.tsx';
import { TeaserBlock } from './TeaserBlock.tsx';
import { TeasersBlock } from './TeasersBlock.tsx';
import { TextBlock } from './TextBlock.tsx';

/** Renders a content area's blocks in order, each by its own renderer. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'text':
            return <TextBlock key={key} block={block} />;
          case 'teaser':
            return <TeaserBlock key={key} block={block} />;
          case 'teasers':
            return <TeasersBlock key={key} block={block} />;
          case 'component':
            return <ComponentBlock key={key} block={block} />;
        }
      })}
    </>
  );
}
