import {
  contentPageSchema,
  type ContentPage,
  type DocumentList,
  type NewsItem,
  type PageStatus,
} from '../../../shared/contracts/content.ts';
import type { ComponentApp } from '../../../shared/contracts/componentApp.ts';
import type { ContentApi } from '../contentApi.ts';
import {
  createContentStore,
  type ContentStore,
  type ContentStoreOptions,
} from '../contentStore.ts';

/** Every call the fake received, as [operation, ...arguments]. */
export type Calls = unknown[][];

type Answer<T> = T | Error | (() => T | Promise<T>);

async function answer<T>(value: Answer<T> | undefined, what: string): Promise<T> {
  if (value === undefined) throw new Error(`No fake answer for ${what}`);
  if (value instanceof Error) throw value;
  if (typeof value === 'function') return (value as () => T | Promise<T>)();
  return value;
}

export interface FakeAnswers {
  pages?: Record<number, Answer<ContentPage>>;
  statuses?: Record<number, Answer<PageStatus>>;
  news?: Record<string, Answer<NewsItem[]>>;
  documentLists?: Record<string, Answer<DocumentList>>;
  files?: Record<string, Answer<{ blob: Blob; fileName: string }>>;
  componentApps?: Record<string, Answer<ComponentApp>>;
}

/** A content API that answers from `answers` and records its calls (the browser side only). */
export function fakeContentApi(answers: FakeAnswers): { api: ContentApi; calls: Calls } {
  const calls: Calls = [];
  const api: ContentApi = {
    getPage: async (id, { includeChildren, schema = contentPageSchema }) => {
      calls.push(['getPage', id, { includeChildren }]);
      // Read as the real client reads it: a field the schema lacks (layout) is dropped.
      return schema.parse(await answer(answers.pages?.[id], `page ${id}`));
    },
    getPageStatus: (id) => {
      calls.push(['getPageStatus', id]);
      return answer(answers.statuses?.[id], `status ${id}`);
    },
    getNews: (newsId) => {
      calls.push(['getNews', newsId]);
      return answer(answers.news?.[newsId], `news ${newsId}`);
    },
    getDocumentList: (listId) => {
      calls.push(['getDocumentList', listId]);
      return answer(answers.documentLists?.[listId], `list ${listId}`);
    },
    downloadFile: (driveItemId) => {
      calls.push(['downloadFile', driveItemId]);
      return answer(answers.files?.[driveItemId], `file ${driveItemId}`);
    },
    getComponentApp: (host) => {
      calls.push(['getComponentApp', host]);
      return answer(answers.componentApps?.[host], `component host ${host}`);
    },
  };
  return { api, calls };
}

export function fakeContentStore(
  answers: FakeAnswers,
  options: ContentStoreOptions = {},
): { store: ContentStore; calls: Calls } {
  const { api, calls } = fakeContentApi(answers);
  return { store: createContentStore(api, options), calls };
}

/** A content page with nothing on it but what `overrides` adds. */
export function testPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    id: 100,
    name: 'Skogsvård',
    title: 'Skogsvård',
    urlName: 'skogsvard',
    pageType: 'content',
    preamble: null,
    content: [],
    topContent: [],
    asideContent: [],
    messages: [],
    ...overrides,
  };
}

/** The start page ("Översikt") a test's host shows at `/` (services.loadStartPage). */
export const testStartPage = testPage({
  id: 1,
  name: 'Start',
  title: 'Översikt',
  urlName: '',
  pageType: 'start',
});

export const onlineStatus: PageStatus = {
  offlineStatus: { isOffline: false, message: null },
  messages: [],
};

/** A deferred answer: the test decides when (and how) the call settles. */
export { deferred } from '../../../shared/testing/react.ts';
