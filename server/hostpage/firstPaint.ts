import { readCookie } from '../http/cookies.ts';
import type { ContentPage } from '../../shared/contracts/content.ts';
import type { RuntimeSettings } from '../../shared/contracts/settings.ts';
import { firstPaintElementId, signedInHintCookie } from '../../shared/contracts/hostPage.ts';
import { t } from '../../shared/i18n/t.ts';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The signed-out start page as static HTML, painted before any script has run: its title
 * and preamble are the page's largest text (its LCP), and waiting for the host's scripts put
 * them at 3 s on a phone (issue 10). The markup is the host's own (Header, Logo, SkipLink,
 * ContentPageView, Footer) with the same classes, so the swap is not seen; the host removes
 * it when its page has rendered (host/firstPaint.ts), and until then hides its own root
 * (styles.css). Without JavaScript it stays, with the noscript notice. The sign-in button is
 * a link to the sign-in page until the host takes over.
 */
export function renderFirstPaint(settings: RuntimeSettings, page: ContentPage): string {
  const { phone, email } = settings.contact;
  return `<div id="${firstPaintElementId}">
<a class="skip-link" href="#first-paint-main">${escapeHtml(t('layout.skipToContent'))}</a>
<header class="site-header"><div class="header-inner"><a class="logo" href="/"><span class="logo-mark">${escapeHtml(settings.product.name)} </span><span class="logo-sub">${escapeHtml(t('layout.logoSub'))}</span><span class="visually-hidden">${escapeHtml(t('layout.logoHome'))}</span></a><nav aria-label="${escapeHtml(t('layout.mainNavigation'))}" class="main-nav"><ul><li><a href="/">${escapeHtml(t('layout.overview'))}</a></li><li><a href="${escapeHtml(settings.links.providerSite)}">${escapeHtml(t('layout.providerSite', { product: settings.product.name }))}</a></li></ul></nav><div class="header-actions"><a class="button button-primary" href="/login">${escapeHtml(t('layout.signIn'))}</a></div></div></header>
<div class="shell"><main id="first-paint-main" class="main" tabindex="-1"><div class="page-events"><article class="content-page"><h1>${escapeHtml(page.title)}</h1>${
    page.preamble ? `<p class="preamble">${escapeHtml(page.preamble)}</p>` : ''
  }</article></div></main></div>
<footer class="site-footer"><p class="break-anywhere">${escapeHtml(t('layout.footer', { phone, email }))}</p></footer>
</div>`;
}

/** Whether the request comes from a browser that holds a session (the host's hint cookie). */
export function hasSignedInHint(cookieHeader: string | undefined): boolean {
  // Any value counts: only its presence says the browser holds a session.
  return readCookie(cookieHeader, signedInHintCookie, /^/) !== undefined;
}
