import { elementView, getBridge } from '@portal/bridge';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { isPlainClick } from './plainClick.ts';

export type PortalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  /** A portal path, from the area's manifest (`areaPath`) or the area's paths.ts. */
  href: string;
  /** Default: the host's navigation (the bridge's); an area's own when it also notes the move. */
  navigate?: (path: string) => void;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The portal's one link inside an element: a plain click is the host's navigation (no
 * reload); a modified click (new tab, window, download) is left to the browser. Any anchor
 * attribute passes through (`className`, `aria-current`, `ref` for focus).
 */
export function PortalLink({ href, navigate, children, ...anchor }: PortalLinkProps) {
  const go = navigate ?? elementView(getBridge()).actions.navigate;
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go(href);
      }}
    >
      {children}
    </a>
  );
}
