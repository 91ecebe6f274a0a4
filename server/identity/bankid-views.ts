import { rfaMessages, type RfaKey } from '../../shared/signing/bankidMessages.ts';
import { bankIdScriptPath } from './constants.ts';
import { cancelLink, escapeHtml, otherMethods, page, type InteractionLinks } from './views.ts';

/**
 * The BankID sign-in pages of the local identity provider (issue 31): the choice of
 * "BankID på den här enheten" or "BankID på annan enhet", and the page that waits for the
 * app with BankID's recommended message (the one catalogue, shared/signing/bankidMessages.ts),
 * the animated QR code (a new one each second: bankid.js asks the status), the same-device
 * link, and cancel. No personal-number field: BankID says who signed in.
 */

export interface BankIdChoice {
  productName: string;
  links: InteractionLinks;
  /** A message from a failed or cancelled attempt (an RFA text), as an alert. */
  failure?: RfaKey | null;
}

const wayButtons = (links: InteractionLinks, primary: 'this' | 'other') => {
  const button = (way: 'this' | 'other') =>
    `<button class="button${way === primary ? '' : ' secondary'}" type="submit" name="way" value="${way}">${
      way === 'this' ? 'BankID på den här enheten' : 'BankID på annan enhet'
    }</button>`;
  return `<form method="post" action="${links.base}/eid/bankid" class="actions">
${primary === 'this' ? button('this') + button('other') : button('other') + button('this')}
</form>`;
};

export function bankIdChoicePage(o: BankIdChoice & { phone: boolean }): string {
  return page({
    title: 'Logga in med BankID',
    productName: o.productName,
    body: `<h1>Logga in med BankID</h1>
${o.failure ? `<p class="error notice" role="alert">${escapeHtml(rfaMessages[o.failure])}</p>` : ''}
<p>Har du BankID-appen på den här enheten, eller på en annan (till exempel din mobil)?</p>
${wayButtons(o.links, o.phone ? 'this' : 'other')}
<p>${cancelLink(o.links)}</p>
${otherMethods(o.links, 'eid')}`,
  });
}

export interface BankIdWait {
  productName: string;
  links: InteractionLinks;
  way: 'this' | 'other';
  message: RfaKey;
  qr: { size: number; path: string } | null;
  autoStartUrl: string;
  /** The link opens the test server's app page in a new tab. */
  newTab: boolean;
  orderRef: string;
}

export function bankIdWaitPage(o: BankIdWait): string {
  const status = `${o.links.base}/eid/bankid/status`;
  const cancel = `${o.links.base}/eid/bankid/cancel`;
  const qr = o.qr
    ? `<svg id="bankid-qr" role="img" aria-label="QR-kod att läsa av med BankID-appen" viewBox="0 0 ${o.qr.size} ${o.qr.size}" width="192" height="192" shape-rendering="crispEdges" class="bankid-qr"><rect width="${o.qr.size}" height="${o.qr.size}" fill="#fff"/><path d="${o.qr.path}" fill="#000"/></svg>`
    : '';
  const open = `<a id="bankid-open" class="button" href="${escapeHtml(o.autoStartUrl)}"${
    o.newTab ? ' target="_blank" rel="noopener"' : ''
  }>Öppna BankID på den här enheten</a>`;
  const other = `<section aria-labelledby="other-heading">
<h2 id="other-heading">BankID på annan enhet</h2>
<p>Starta BankID-appen på din mobil eller surfplatta, tryck på QR-symbolen och rikta kameran mot QR-koden.</p>
${qr}
</section>`;
  const here = `<section aria-labelledby="this-heading">
<h2 id="this-heading">BankID på den här enheten</h2>
<p>${open}</p>
</section>`;
  return page({
    title: 'Logga in med BankID',
    productName: o.productName,
    head: `<script src="${bankIdScriptPath}" defer></script>
<noscript><meta http-equiv="refresh" content="2"></noscript>
`,
    body: `<h1>Logga in med BankID</h1>
<p id="bankid-status" role="status" data-status="${escapeHtml(status)}" data-cancel="${escapeHtml(cancel)}" data-order="${escapeHtml(o.orderRef)}">${escapeHtml(rfaMessages[o.message])}</p>
${o.way === 'other' ? other + here : here + (o.qr ? other : '')}
<form method="post" action="${cancel}" class="actions">
<input type="hidden" name="orderRef" value="${escapeHtml(o.orderRef)}">
<button class="button secondary" type="submit">Avbryt</button>
</form>`,
  });
}
