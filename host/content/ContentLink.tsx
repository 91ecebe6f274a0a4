import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A portal path becomes a router link; anything else an ordinary link. */
export function ContentLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  return <a href={href}>{children}</a>;
}
