import type { ApiClient } from '../shared/api/client.ts';
import { pagePath } from '../shared/api/getPage.ts';
import { pageStatusPath } from '../shared/api/getPageStatus.ts';
import { pageHintAttributes } from '../shared/contracts/hostPage.ts';

/** The path the document was served for: its page hint is about this path only. */
const documentPath = typeof location === 'undefined' ? '' : location.pathname;

/**
 * Asks for the route-tree page the host page names (server/hostpage/pageHint.ts) and its
 * status beside the member's profile, at sign-in, so the page does not wait for the profile
 * before it is even asked (one round trip less on every first load of a signed-in page).
 * The content route's own calls then take these answers (ApiClient.prefetch). Nothing when
 * the member has moved on from the first path.
 */
export function prefetchHintedPage(api: ApiClient, doc: Document = document): void {
  if (!api.prefetch || location.pathname !== documentPath) return;
  const root = doc.getElementById('root');
  const id = Number(root?.getAttribute(pageHintAttributes.id));
  if (!Number.isInteger(id) || id <= 0) return;
  const includeChildren = root?.getAttribute(pageHintAttributes.group) === 'true';
  api.prefetch(pagePath(id, { includeChildren, includeContent: true }));
  api.prefetch(pageStatusPath(id));
}
