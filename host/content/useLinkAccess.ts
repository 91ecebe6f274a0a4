import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { forbiddenProblem } from '../../shared/contracts/problem.ts';
import { useBridge } from '../context.tsx';
import { decideRoute } from '../routing/decideRoute.ts';

const noAnonymousPages: ReadonlySet<string> = new Set();

/**
 * Why the member cannot open an internal link, or null when they can (or it is external):
 * the route guard's own decision for that path, so a shortcut and the page behind it never
 * disagree (issue 10: start-page shortcuts led to "access denied").
 */
export function useLinkAccess(): (href: string) => string | null {
  const bridge = useBridge();
  const auth = useStore(bridge.auth);
  const profile = useStore(bridge.effectiveProfile);
  const features = useStore(bridge.features);
  const slug = useStore(bridge.settings)?.product.slug ?? '';
  return useCallback(
    (href: string) => {
      if (!href.startsWith('/') || href.startsWith('//')) return null;
      const url = new URL(href, 'http://portal.invalid');
      const decision = decideRoute({
        pathname: url.pathname,
        search: url.search,
        slug,
        auth: auth.status,
        profile,
        features,
        anonymousPages: noAnonymousPages,
      });
      return decision.kind === 'accessDenied' ? forbiddenProblem.message : null;
    },
    [auth.status, profile, features, slug],
  );
}
