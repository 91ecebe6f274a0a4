import type { z } from 'zod/mini';
import type { teasersBlockSchema } from '../../shared/contracts/content.ts';
import { TeaserBlock } from './TeaserBlock.tsx';

/** A group of teaser cards in a responsive grid. */
export function TeasersBlock({ block }: { block: z.infer<typeof teasersBlockSchema> }) {
  return (
    <section className="teasers">
      {block.heading && <h2>{block.heading}</h2>}
      <div className="teaser-grid">
        {block.items.map((item, index) => (
          <TeaserBlock
            key={`${item.heading}-${index}`}
            block={item}
            headingLevel={block.heading ? 3 : 2}
          />
        ))}
      </div>
    </section>
  );
}
