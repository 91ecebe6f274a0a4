import type { NewsBlock as NewsBlockData } from './blockTypes.ts';
import type { BlockHeadingLevel } from './ContentBlocks.tsx';
import { useContentStore } from './ContentStoreProvider.tsx';
import { useCachedLoad } from './useCachedLoad.ts';
import { useProfileKey } from './useProfileKey.ts';
import './uiElements.ts';

/** News carousel (platform §2): GET /api/v1/news/{newsId}, cached 3 minutes. */
export function NewsBlock({
  block,
  headingLevel,
}: {
  block: NewsBlockData;
  headingLevel: BlockHeadingLevel;
}) {
  const store = useContentStore();
  const profileKey = useProfileKey();
  const news = useCachedLoad(store.news, `${profileKey}:${block.newsId}`, () =>
    store.api.getNews(block.newsId),
  );
  return (
    <gs-news
      className="content-block"
      heading={block.heading}
      headingLevel={headingLevel}
      items={news.status === 'loaded' ? news.value : []}
      loading={news.status === 'loading'}
      error={news.status === 'error'}
    />
  );
}
