import { useRef } from 'react';
import { onlinePageStatus } from '../../shared/api/getPageStatus.ts';
import type { ContentPage, PageStatus } from '../../shared/contracts/content.ts';
import { t } from '../../shared/i18n/t.ts';
import { ChildPageLinks, ownPath } from './ChildPageLinks.tsx';
import { ContentBlocks } from './ContentBlocks.tsx';
import { OfflineGate } from './OfflineGate.tsx';
import { PageEvents } from './PageEvents.tsx';
import { PageMessages } from './PageMessages.tsx';
import { OpenFirstTab, PageTabs, firstTabPath } from './PageTabs.tsx';

/**
 * A content page (platform §2): its one h1, messages, then either the offline view or the
 * preamble, top content, content, the group page's child links and the aside content.
 * The start page and every route-tree page render through this.
 */
export function ContentPageView({
  page,
  status = onlinePageStatus,
  path,
  now = Date.now(),
}: {
  page: ContentPage;
  status?: PageStatus;
  /** Where the page is in the portal, for its children's links (group pages). */
  path?: string;
  now?: number;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const children = page.pageType === 'group' ? (page.routes ?? []) : [];
  const tabs = page.layout === 'tabs' && path !== undefined;
  const firstTab =
    tabs && page.pageType === 'group' ? firstTabPath(ownPath(path, page.urlName), children) : null;
  if (firstTab) return <OpenFirstTab to={firstTab} />;
  return (
    <PageEvents>
      <article className="content-page">
        <h1 ref={titleRef} tabIndex={-1}>
          {page.title}
        </h1>
        {tabs && page.pageType === 'content' && <PageTabs path={path} urlName={page.urlName} />}
        <PageMessages
          pageId={page.id}
          messages={page.messages}
          statusMessages={status.messages}
          now={now}
        />
        <OfflineGate
          pageId={page.id}
          offline={status.offlineStatus.isOffline}
          message={status.offlineStatus.message}
          onToggle={() => titleRef.current?.focus()}
        >
          {page.preamble && <p className="preamble">{page.preamble}</p>}
          <ContentBlocks blocks={page.topContent} />
          <div className="content-columns">
            <div className="content-main">
              <ContentBlocks blocks={page.content} />
              {path !== undefined && children.length > 0 && !tabs && (
                <ChildPageLinks
                  groupName={page.title}
                  groupPath={ownPath(path, page.urlName)}
                  routes={children}
                />
              )}
            </div>
            {page.asideContent.length > 0 && (
              <aside className="content-aside" aria-label={t('content.aside')}>
                <ContentBlocks blocks={page.asideContent} />
              </aside>
            )}
          </div>
        </OfflineGate>
      </article>
    </PageEvents>
  );
}
