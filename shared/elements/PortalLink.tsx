import type { ReactNode } from 'react';

/** A portal link: the host navigates (no reload); a modified click opens as the browser does. */
export function PortalLink({
  href,
  navigate,
  children,
  className,
}: {
  href: string;
  navigate: (path: string) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
