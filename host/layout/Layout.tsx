import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { mainContentId, SkipLink } from './SkipLink.tsx';

/** Skip link, header, banner, the page in <main>, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <ImpersonationBanner />
      <main id={mainContentId} className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
