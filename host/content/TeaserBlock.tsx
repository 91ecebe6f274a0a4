import type { z } from 'zod/mini';
import type { teaserBlockSchema } from '../../shared/contracts/content.ts';
import { ContentLink } from './ContentLink.tsx';

type Teaser = z.infer<typeof teaserBlockSchema>;

/** A card: heading, text and a link. headingLevel keeps the page's outline intact. */
export function TeaserBlock({ block, headingLevel = 2 }: { block: Teaser; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="teaser">
      {block.imageUrl && <img className="teaser-image" src={block.imageUrl} alt="" />}
      <Heading className="teaser-heading">{block.heading}</Heading>
      <p>{block.text}</p>
      {block.link && (
        <p className="teaser-link">
          <ContentLink href={block.link.href}>{block.link.text}</ContentLink>
        </p>
      )}
    </article>
  );
}
