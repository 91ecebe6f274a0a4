import type { ContentPage } from '../../shared/contracts/content.ts';
import { ContentBlocks } from './ContentBlocks.tsx';

/** A content page: title (the page's one h1), preamble, top, main and aside areas. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      {page.preamble && <p className="preamble">{page.preamble}</p>}
      <ContentBlocks blocks={page.topContent} />
      <div className="content-columns">
        <div className="content-main">
          <ContentBlocks blocks={page.content} />
        </div>
        {page.asideContent.length > 0 && (
          <aside className="content-aside">
            <ContentBlocks blocks={page.asideContent} />
          </aside>
        )}
      </div>
    </article>
  );
}
