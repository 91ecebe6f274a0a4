import { useId } from 'react';
import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import { myDocumentsElement } from '../../shared/contracts/my-documents/element.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { t } from './t.ts';
import type { SvKey } from './sv.ts';

/**
 * The related pages (§2): timber deliveries (the route tree's Virkesaffärer, behind
 * Service_TimberDeliveries_Read), ordered services and my documents. Each is a link only when
 * the effective member's route tree has the page and opens it; otherwise its name with why,
 * in the sidebar's words, so there is never a link to nowhere.
 */
const related: readonly { label: SvKey; path: string }[] = [
  { label: 'links.timberDeliveries', path: 'skogsgardens-affarer/virkesaffarer' },
  { label: 'links.orderedServices', path: 'skogsgardens-affarer/bestallda-tjanster' },
  { label: 'links.documents', path: myDocumentsElement.routes.documents.path },
];

function findNode(tree: readonly RouteNode[], path: string): RouteNode | null {
  let nodes = tree;
  let found: RouteNode | null = null;
  for (const segment of path.split('/').filter(Boolean)) {
    found = nodes.find((node) => node.urlName === segment) ?? null;
    if (!found) return null;
    nodes = found.routes;
  }
  return found;
}

export function RelatedLinks({
  tree,
  go,
}: {
  tree: readonly RouteNode[];
  go: (path: string) => void;
}) {
  const headingId = useId();
  return (
    <section className="overview-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('links.heading')}</h2>
      <ul className="overview-links">
        {related.map(({ label, path }) => {
          // A page whose feature flag is off is a stand-in: unavailable, not forbidden.
          const found = findNode(tree, path);
          const node = found?.featureOff ? null : found;
          if (node && node.hasAccess) {
            return (
              <li key={path}>
                <PortalLink href={`/${path}/`} navigate={go}>
                  {t(label)}
                </PortalLink>
              </li>
            );
          }
          return (
            <li key={path} className="overview-unavailable">
              {t(label)}{' '}
              <span className="overview-sub">
                {t(node ? 'links.noAccess' : 'links.unavailable')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
