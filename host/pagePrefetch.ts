import type { ApiClient } from '../shared/api/client.ts';
import { pagePath } from '../shared/api/getPage.ts';
import { pageStatusPath } from '../shared/api/getPageStatus.ts';
import { startPagePath } from '../shared/api/getStartPage.ts';
import { pageHintAttributes } from '../shared/contracts/hostPage.ts';

/** The path the document was served for: its page hint is about this path only. */
const documentPath = typeof location === 'undefined' ? '' : location.pathname;

/**
 * Asks for the route-tree page the host page names (server/hostpage/pageHint.ts), its
 * status and its element's first calls beside the member's profile, at sign-in, so the page
 * does not wait for the profile before they are even asked (one round trip less on every
 * first load of a signed-in page). The content route's and the element's own calls then take
 * these answers (ApiClient.prefetch). Nothing when the member has moved on from the first path.
 */
export function prefetchHintedPage(api: ApiClient, doc: Document = document): void {
  if (!api.prefetch || location.pathname !== documentPath) return;
  const root = doc.getElementById('root');
  const named = root?.getAttribute(pageHintAttributes.id);
  const id = Number(named);
  if (named === 'start') {
    api.prefetch(startPagePath);
  } else if (Number.isInteger(id) && id > 0) {
    const includeChildren = root?.getAttribute(pageHintAttributes.group) === 'true';
    api.prefetch(pagePath(id, { includeChildren, includeContent: true }));
    api.prefetch(pageStatusPath(id));
  } else {
    return;
  }
  // The element's first calls: its own API client takes these answers (the bridge's store).
  for (const call of root?.getAttribute(pageHintAttributes.calls)?.split(' ') ?? []) {
    if (call) api.prefetch(call);
  }
}
