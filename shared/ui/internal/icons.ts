import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { MessageType } from '../../contracts/content.ts';

/**
 * Inline SVG icons (24×24, drawn in currentColor). Always decorative: the text beside each
 * icon says the same thing, so every icon is aria-hidden and not focusable.
 */
function icon(path: SVGTemplateResult): TemplateResult {
  return html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    ${path}
  </svg>`;
}

export const phoneIcon = icon(
  svg`<path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"/>`,
);

export const emailIcon = icon(
  svg`<path d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z"/>`,
);

export const chevronIcon = icon(svg`<path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z"/>`);
export const previousIcon = icon(svg`<path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z"/>`);
export const nextIcon = icon(svg`<path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z"/>`);
export const closeIcon = icon(
  svg`<path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z"/>`,
);
export const downloadIcon = icon(
  svg`<path d="M5 20h14v-2H5zm7-3 6-6-1.4-1.4-3.6 3.6V3h-2v10.2L7.4 9.6 6 11z"/>`,
);
export const sortDescendingIcon = icon(
  svg`<path d="M11 4h2v12.2l3.6-3.6L18 14l-6 6-6-6 1.4-1.4 3.6 3.6z"/>`,
);
export const sortAscendingIcon = icon(
  svg`<path d="M13 20h-2V7.8l-3.6 3.6L6 10l6-6 6 6-1.4 1.4L13 7.8z"/>`,
);
export const playIcon = icon(svg`<path d="M8 5v14l11-7z"/>`);

const messageIcons: Record<MessageType, TemplateResult> = {
  // check in a circle
  Success: icon(
    svg`<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z"/>`,
  ),
  // triangle with exclamation mark
  Warning: icon(svg`<path d="M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z"/>`),
  // circle with a cross
  Error: icon(
    svg`<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm5 13.6L15.6 17 12 13.4 8.4 17 7 15.6 10.6 12 7 8.4 8.4 7 12 10.6 15.6 7 17 8.4 13.4 12z"/>`,
  ),
  // circle with exclamation mark
  Attention: icon(
    svg`<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z"/>`,
  ),
  // megaphone
  Black: icon(
    svg`<path d="M18 11v2h4v-2zm-2 6.6 3.2 2.4 1.2-1.6-3.2-2.4zM20.4 5.6 19.2 4 16 6.4l1.2 1.6zM4 9a2 2 0 0 0-2 2v2a2 2 0 0 0 2 2h1v4h2v-4h1l5 3V6L8 9zm11.5 3A4.5 4.5 0 0 0 14 8.6v6.8a4.5 4.5 0 0 0 1.5-3.4z"/>`,
  ),
  // circle with i
  Info: icon(svg`<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z"/>`),
};

export function messageIcon(type: MessageType): TemplateResult {
  return messageIcons[type];
}
