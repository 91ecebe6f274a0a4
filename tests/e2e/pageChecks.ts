import type { Page } from '@playwright/test';

/**
 * Every page title (platform §2): the default title on '/', else "{shortName} – {route
 * title}" (en dash; demo short name Granskog).
 */
export const pageTitlePattern = /^(Mina sidor \u2013 Granskog|Granskog \u2013 .+)$/;

/**
 * WCAG 1.4.10: at the page's width nothing scrolls sideways. Names the outermost elements
 * that reach past the right edge, so a finding says where to look.
 */
export async function reflowOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll <= width) return [];
    const culprits: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.classList.length ? `.${[...element.classList].join('.')}` : ''
      }`;
    const walk = (root: Document | ShadowRoot, host: string) => {
      for (const element of root.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 1 && culprits.length < 5) {
          const parent = element.parentElement?.getBoundingClientRect();
          if (!parent || parent.right <= width + 1) culprits.push(`${host}${describe(element)}`);
        }
        if (element.shadowRoot) walk(element.shadowRoot, `${host}${describe(element)} >> `);
      }
    };
    walk(document, '');
    return [`scrollWidth ${scroll} > ${width}: ${culprits.join(', ')}`];
  });
}

/**
 * WCAG 1.4.4: with the root font size at 200 % (text only, the layout width unchanged), no
 * element that hides its overflow cuts off text. Visually hidden text (1 px boxes) and
 * scrolling containers are not clipping.
 */
export async function clippedText(page: Page): Promise<string[]> {
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
  // Let layout and any resize observers settle.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const found = await page.evaluate(() => {
    const clipped: string[] = [];
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const walk = (root: Document | ShadowRoot, host: string) => {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        if (element.shadowRoot)
          walk(element.shadowRoot, `${host}${element.tagName.toLowerCase()} >> `);
        const style = getComputedStyle(element);
        if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        if (!(element.textContent ?? '').trim()) continue;
        // A map is a pannable viewport: it cuts its tiles and shapes by design (like scrolling).
        if (element.classList.contains('leaflet-container')) continue;
        const x = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        const y = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        if ((x || y) && clipped.length < 10) {
          const classes = element.classList.length ? `.${[...element.classList].join('.')}` : '';
          clipped.push(
            `${host}${element.tagName.toLowerCase()}${classes} clips text "${(element.textContent ?? '').trim().slice(0, 40)}"`,
          );
        }
      }
    };
    walk(document, '');
    return clipped;
  });
  await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
  return found;
}

/**
 * WCAG 1.4.11 for focus: every control the keyboard reaches (in shadow roots too) shows an
 * outline (its own or a close ancestor's, as a card around its link) of at least 2 px whose colour has at least 3:1 against what it is drawn on (the
 * control's own background when the outline is inset, else the first opaque one behind
 * it). Returns one line per control that falls short.
 */
export async function weakFocusRings(page: Page, scope = 'body'): Promise<string[]> {
  // A key press first: focus() then shows :focus-visible as after Tab.
  await page.keyboard.press('Shift');
  return page.evaluate((scopeSelector) => {
    const parse = (colour: string) => {
      const m = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/.exec(colour);
      return m
        ? { rgb: [m[1], m[2], m[3]].map(Number), alpha: m[4] === undefined ? 1 : Number(m[4]) }
        : null;
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const parentOf = (element: Element): Element | null =>
      element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
    const backgroundBehind = (start: Element | null) => {
      for (let e = start; e; e = parentOf(e)) {
        const bg = parse(getComputedStyle(e).backgroundColor);
        if (bg && bg.alpha > 0.5) return bg.rgb;
      }
      return [255, 255, 255];
    };
    const focusable =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    const controls: HTMLElement[] = [];
    const walk = (root: ParentNode) => {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        if (element.matches(focusable)) controls.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    const scopeRoot = document.querySelector(scopeSelector);
    if (scopeRoot) walk(scopeRoot);
    const weak: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden')
        continue;
      control.focus({ preventScroll: true });
      const focused =
        control.getRootNode() instanceof ShadowRoot
          ? (control.getRootNode() as ShadowRoot).activeElement
          : document.activeElement;
      if (focused !== control || !control.matches(':focus-visible')) continue;
      // The ring may be drawn by a close ancestor (a card whose heading link is focused).
      let ringed: Element = control;
      for (let e: Element | null = control, i = 0; e && i < 4; e = parentOf(e), i++) {
        const own = getComputedStyle(e);
        if (own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) >= 2) {
          ringed = e;
          break;
        }
      }
      const style = getComputedStyle(ringed);
      const width = parseFloat(style.outlineWidth);
      const colour = parse(style.outlineColor);
      const inset = parseFloat(style.outlineOffset) < 0;
      const behind = backgroundBehind(inset ? ringed : parentOf(ringed));
      const ratio = colour ? contrast(colour.rgb, behind) : 0;
      const name = `${control.tagName.toLowerCase()} "${(control.textContent ?? control.getAttribute('aria-label') ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
      if (style.outlineStyle === 'none' || width < 2) weak.push(`${name}: no focus outline`);
      else if (ratio < 3) weak.push(`${name}: focus ring ${ratio.toFixed(2)}:1`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return weak;
  }, scope);
}

/**
 * Keys in the page's local and session storage without the portal's prefix (platform §9:
 * 'memberportal_'), oidc-client-ts's own included; named with their storage.
 */
export async function storageKeysWithoutPrefix(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...Object.keys(localStorage).map((key) => `localStorage ${key}`),
      ...Object.keys(sessionStorage).map((key) => `sessionStorage ${key}`),
    ].filter((entry) => !entry.split(' ')[1]!.startsWith('memberportal_')),
  );
}
