import type { ReactNode } from 'react';

/** A link to another portal page: a real href, followed by the host's navigation. */
export function PortalAnchor({
  href,
  go,
  children,
}: {
  href: string;
  go: (path: string) => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        go(href);
      }}
    >
      {children}
    </a>
  );
}
