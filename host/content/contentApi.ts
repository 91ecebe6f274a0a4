import type { ApiClient } from '../../shared/api/client.ts';
import { downloadFile } from '../../shared/api/downloadFile.ts';
import { getDocumentList } from '../../shared/api/getDocumentList.ts';
import { getNews } from '../../shared/api/getNews.ts';
import { getPage, type GetPageOptions } from '../../shared/api/getPage.ts';
import { getPageStatus } from '../../shared/api/getPageStatus.ts';
import type {
  ContentPage,
  DocumentList,
  NewsItem,
  PageStatus,
} from '../../shared/contracts/content.ts';
import type { ComponentApp } from '../../shared/contracts/componentApp.ts';
import { getComponentApp } from '../../shared/elements/componentApp.ts';
import { takePageComponentApp } from '../../shared/elements/pageComponentApps.ts';

/**
 * The calls content pages make (platform §7), as one small port: the page's blocks use this,
 * tests hand in a fake one.
 */
export interface ContentApi {
  getPage(
    id: number,
    options: { includeChildren: boolean; schema?: GetPageOptions['schema'] },
  ): Promise<ContentPage>;
  getPageStatus(id: number): Promise<PageStatus>;
  getNews(newsId: string): Promise<NewsItem[]>;
  getDocumentList(listId: string): Promise<DocumentList>;
  downloadFile(driveItemId: string): Promise<{ blob: Blob; fileName: string }>;
  /** `{host}api/v1/app` of a component host (not the member API: no token, no proxy). */
  getComponentApp(host: string): Promise<ComponentApp>;
}

/** The content API over the member API client. */
export function createContentApi(api: ApiClient): ContentApi {
  return {
    getPage: (id, options) => getPage(api, id, { ...options, includeContent: true }),
    getPageStatus: (id) => getPageStatus(api, id),
    getNews: (newsId) => getNews(api, newsId),
    getDocumentList: (listId) => getDocumentList(api, listId),
    downloadFile: (driveItemId) => downloadFile(api, driveItemId),
    // The page's own answer first (the element the page shows, preloaded with the host).
    getComponentApp: async (host) => takePageComponentApp(host) ?? getComponentApp(host),
  };
}
