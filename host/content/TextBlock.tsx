import type { z } from 'zod/mini';
import type { textBlockSchema } from '../../shared/contracts/content.ts';

/**
 * Editor rich text. It comes from the content system (trusted editors) and the page's CSP
 * blocks scripts and inline handlers in it.
 */
export function TextBlock({ block }: { block: z.infer<typeof textBlockSchema> }) {
  return <div className="content-text" dangerouslySetInnerHTML={{ __html: block.html }} />;
}
