import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { GsTabs } from '../../shared/ui/tabs/GsTabs.ts';
import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import { segmentsOf } from '../../shared/elements/routePattern.ts';
import { useBridge } from '../context.tsx';
import { findNode, pathOf } from '../routing/resolvePath.ts';
import { childPath, ownPath } from './ChildPageLinks.tsx';
import './uiElements.ts';

/** A tab is a portal page shown in the menu that the member may open. */
const isTab = (node: RouteNode) => node.showInMenu && node.hasAccess && !node.externalUrl;

/** The first tab of a tabs group (layout 'tabs'), where opening the group leads. */
export function firstTabPath(groupPath: string, children: readonly RouteNode[]): string | null {
  const first = children.find(isTab);
  return first ? childPath(groupPath, first) : null;
}

/**
 * A tabs group page opens its first tab: the address becomes the tab's (replacing the
 * group's in the history, so Back does not bounce), keeping the query.
 */
export function OpenFirstTab({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/**
 * The tab bar of a tab page (layout 'tabs'): its group's children from the member's route
 * tree, as links with the open one marked. Nothing when the group is not in the tree.
 */
export function PageTabs({ path, urlName }: { path: string; urlName: string }) {
  const profile = useStore(useBridge().effectiveProfile);
  const ref = useRef<GsTabs>(null);
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { tabFocus?: boolean } | null };
  // The new tab's page replaces the old one, tab bar and all: keep focus on the tab chosen.
  useEffect(() => {
    const tabs = ref.current;
    if (tabs && state?.tabFocus) void tabs.updateComplete.then(() => tabs.focusCurrent());
  }, [state]);
  const groupSegments = segmentsOf(ownPath(path, urlName)).slice(0, -1);
  const group = profile.data ? findNode(profile.data.routes, groupSegments) : undefined;
  const tabs = group?.routes.filter(isTab) ?? [];
  if (!group || tabs.length === 0) return null;
  const groupPath = pathOf(groupSegments);
  return (
    <gs-tabs
      ref={ref}
      ongs-navigate={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void navigate(event.detail.href, { state: { tabFocus: true } });
      }}
      className="content-block"
      label={group.name}
      items={tabs.map((tab) => ({
        href: childPath(groupPath, tab),
        text: tab.name,
        current: tab.urlName === urlName,
      }))}
    />
  );
}
