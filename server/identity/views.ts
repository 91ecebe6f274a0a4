import { logoutScriptPath, stylesheetPath, type IdentityMethod } from './constants.ts';

/**
 * Server-rendered Swedish pages of the local identity provider: no inline style or
 * script (strict CSP), labels on every field, errors tied to fields by aria-describedby.
 */

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface PageOptions {
  title: string;
  productName: string;
  body: string;
  wide?: boolean;
  /** More of the head: a script, a refresh for browsers without script. */
  head?: string;
}

export function page({ title, productName, body, wide, head }: PageOptions): string {
  return `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} – ${escapeHtml(productName)}</title>
<link rel="stylesheet" href="${stylesheetPath}">
${head ?? ''}</head>
<body>
<a class="skip-link" href="#main">Hoppa till innehållet</a>
<header class="site-header"><p>${escapeHtml(productName)} Mina sidor</p></header>
<main id="main"${wide ? ' class="wide"' : ''}>
${body}
</main>
</body>
</html>`;
}

interface FieldOptions {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'search';
  value?: string;
  hint?: string;
  /** The id of an error text elsewhere on the page that concerns this field. */
  errorId?: string;
  /** An error shown under this field. */
  error?: string;
  autocomplete?: string;
  inputmode?: string;
  autofocus?: boolean;
  required?: boolean;
}

export function field(o: FieldOptions): string {
  const hintId = `${o.id}-hint`;
  const ownErrorId = `${o.id}-error`;
  const describedBy = [o.hint ? hintId : '', o.error ? ownErrorId : '', o.errorId ?? '']
    .filter(Boolean)
    .join(' ');
  const invalid = Boolean(o.error || o.errorId);
  const attributes = [
    `id="${o.id}"`,
    `name="${o.id}"`,
    `type="${o.type}"`,
    o.value !== undefined && o.type !== 'password' ? `value="${escapeHtml(o.value)}"` : '',
    o.autocomplete ? `autocomplete="${o.autocomplete}"` : '',
    o.inputmode ? `inputmode="${o.inputmode}"` : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    invalid ? 'aria-invalid="true"' : '',
    o.required === false ? '' : 'required',
    o.autofocus ? 'autofocus' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${o.id}">${escapeHtml(o.label)}</label>
${o.hint ? `<span class="hint" id="${hintId}">${escapeHtml(o.hint)}</span>` : ''}
${o.error ? `<p class="error" id="${ownErrorId}">${escapeHtml(o.error)}</p>` : ''}
<input ${attributes}>
</div>`;
}

/** A page-level error (wrong password, throttled) that the fields point at. */
export function formError(message: string | undefined): string {
  return message
    ? `<p class="error notice" id="form-error" role="alert">${escapeHtml(message)}</p>`
    : '';
}

const methodNames: Record<IdentityMethod, string> = {
  eid: 'Logga in med test-e-legitimation',
  password: 'Logga in med e-postadress och lösenord',
  staff: 'Logga in som personal',
};

export interface InteractionLinks {
  base: string;
  abort: string;
}

export function otherMethods(links: InteractionLinks, current: IdentityMethod | undefined): string {
  const items = (Object.keys(methodNames) as IdentityMethod[])
    .filter((m) => m !== current)
    .map((m) => `<li><a href="${links.base}/${m}">${methodNames[m]}</a></li>`)
    .join('\n');
  return `<nav class="other-methods" aria-labelledby="other-methods-heading">
<h2 id="other-methods-heading">Andra sätt att logga in</h2>
<ul class="methods">
${items}
</ul>
</nav>`;
}

export function cancelLink(links: InteractionLinks): string {
  return `<a href="${links.abort}">Avbryt</a>`;
}

export function chooseMethodPage(productName: string, links: InteractionLinks): string {
  const items = (Object.keys(methodNames) as IdentityMethod[])
    .map((m) => `<li><a href="${links.base}/${m}">${methodNames[m]}</a></li>`)
    .join('\n');
  return page({
    title: 'Logga in',
    productName,
    body: `<h1>Logga in</h1>
<p>Välj hur du vill logga in.</p>
<ul class="methods">
${items}
</ul>
<p>${cancelLink(links)}</p>`,
  });
}

export interface EidForm {
  productName: string;
  links: InteractionLinks;
  personalNumber?: string;
  fieldError?: string;
  formError?: string;
}

export function eidPage(o: EidForm): string {
  return page({
    title: 'Logga in med test-e-legitimation',
    productName: o.productName,
    body: `<h1>Logga in med test-e-legitimation</h1>
<p>Testinloggning för utveckling och test. Ingen riktig e-legitimation används.</p>
${formError(o.formError)}
<form method="post" action="${o.links.base}/eid" novalidate>
${field({
  id: 'personalNumber',
  label: 'Personnummer',
  type: 'text',
  value: o.personalNumber ?? '',
  hint: '12 siffror (ÅÅÅÅMMDDNNNN)',
  error: o.fieldError,
  errorId: o.formError ? 'form-error' : undefined,
  autocomplete: 'off',
  inputmode: 'numeric',
  autofocus: true,
})}
<div class="actions">
<button class="button" type="submit">Logga in</button>
${cancelLink(o.links)}
</div>
</form>
${otherMethods(o.links, 'eid')}`,
  });
}

export interface PasswordForm {
  productName: string;
  links: InteractionLinks;
  method: 'password' | 'staff';
  email?: string;
  formError?: string;
  /** Errors under the fields themselves: a field left empty names itself. */
  fieldErrors?: { email?: string; password?: string };
  /** The content system's sign-in: staff only, so no other ways to sign in are offered. */
  contentSystem?: boolean;
}

export function passwordPage(o: PasswordForm): string {
  const heading =
    o.method === 'staff' ? 'Logga in som personal' : 'Logga in med e-postadress och lösenord';
  const errorId = o.formError ? 'form-error' : undefined;
  return page({
    title: heading,
    productName: o.productName,
    body: `<h1>${heading}</h1>
${o.contentSystem ? '<p>Du loggar in i innehållssystemet med ditt personalkonto.</p>\n' : ''}${formError(o.formError)}
<form method="post" action="${o.links.base}/${o.method}" novalidate>
${field({ id: 'email', label: 'E-postadress', type: 'email', value: o.email ?? '', ...(errorId ? { errorId } : {}), ...(o.fieldErrors?.email ? { error: o.fieldErrors.email } : {}), autocomplete: 'username', autofocus: !o.fieldErrors?.password || Boolean(o.fieldErrors.email) })}
${field({ id: 'password', label: 'Lösenord', type: 'password', ...(errorId ? { errorId } : {}), ...(o.fieldErrors?.password ? { error: o.fieldErrors.password } : {}), autocomplete: 'current-password', autofocus: Boolean(o.fieldErrors?.password && !o.fieldErrors.email) })}
<div class="actions">
<button class="button" type="submit">Logga in</button>
${cancelLink(o.links)}
</div>
</form>
${o.contentSystem ? '' : otherMethods(o.links, o.method)}`,
  });
}

export interface MemberSearchView {
  productName: string;
  links: InteractionLinks;
  staffName: string;
  query: string;
  hits:
    { id: string; name: string; customerNo: string; personalNumber: string | null }[] | undefined;
  formError?: string;
}

export function memberSearchPage(o: MemberSearchView): string {
  const results =
    o.hits === undefined
      ? ''
      : o.hits.length === 0
        ? `<p role="status">Inga medlemmar hittades.</p>`
        : `<h2 id="results-heading">Sökresultat</h2>
<p role="status">${o.hits.length === 1 ? '1 medlem hittades.' : `${o.hits.length} medlemmar hittades.`}</p>
<table aria-labelledby="results-heading">
<thead><tr><th scope="col">Namn</th><th scope="col">Kundnummer</th><th scope="col">Personnummer</th><th scope="col"><span class="visually-hidden">Åtgärd</span></th></tr></thead>
<tbody>
${o.hits
  .map(
    (
      h,
    ) => `<tr><td>${escapeHtml(h.name)}</td><td>${escapeHtml(h.customerNo)}</td><td>${escapeHtml(h.personalNumber ?? '')}</td>
<td><form method="post" action="${o.links.base}/staff/impersonate"><input type="hidden" name="memberId" value="${escapeHtml(h.id)}"><button class="button" type="submit">Företräd<span class="visually-hidden"> ${escapeHtml(h.name)}</span></button></form></td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
  return page({
    title: 'Företräd en medlem',
    productName: o.productName,
    wide: true,
    body: `<h1>Företräd en medlem</h1>
<p>Inloggad som ${escapeHtml(o.staffName)}. Sök fram medlemmen du vill företräda. Företrädandet loggas och gäller en begränsad tid.</p>
${formError(o.formError)}
<form method="get" action="${o.links.base}/staff/members" role="search">
${field({ id: 'q', label: 'Sök på namn, kundnummer eller personnummer', type: 'search', value: o.query, autocomplete: 'off', autofocus: !o.hits?.length })}
<div class="actions"><button class="button" type="submit">Sök</button> ${cancelLink(o.links)}</div>
</form>
${results}
<h2>Personalens skrivbord</h2>
<p>Hantera uppgifter som väntar på personalen, som adressändringar, avtal och ansökningar, utan att företräda någon medlem.</p>
<form method="post" action="${o.links.base}/staff/desk"><button class="button" type="submit">Öppna personalens skrivbord</button></form>`,
  });
}

export interface PasswordChangeView {
  productName: string;
  action: string;
  abort: string;
  email?: string;
  formError?: string;
  errors?: { newPassword?: string; confirmPassword?: string };
  done?: boolean;
}

export function passwordChangePage(o: PasswordChangeView): string {
  const errorId = o.formError ? 'form-error' : undefined;
  return page({
    title: 'Byt lösenord',
    productName: o.productName,
    body: `<h1>Byt lösenord</h1>
<p>Ange din e-postadress och ditt nuvarande lösenord och välj ett nytt lösenord.</p>
${formError(o.formError)}
<form method="post" action="${o.action}" novalidate>
${field({ id: 'email', label: 'E-postadress', type: 'email', value: o.email ?? '', errorId, autocomplete: 'username', autofocus: !o.errors?.newPassword && !o.errors?.confirmPassword })}
${field({ id: 'currentPassword', label: 'Nuvarande lösenord', type: 'password', errorId, autocomplete: 'current-password' })}
${field({ id: 'newPassword', label: 'Nytt lösenord', type: 'password', hint: 'Minst 10 tecken.', error: o.errors?.newPassword, autocomplete: 'new-password', autofocus: Boolean(o.errors?.newPassword) })}
${field({ id: 'confirmPassword', label: 'Upprepa nytt lösenord', type: 'password', error: o.errors?.confirmPassword, autocomplete: 'new-password', autofocus: !o.errors?.newPassword && Boolean(o.errors?.confirmPassword) })}
<div class="actions">
<button class="button" type="submit">Byt lösenord</button>
<a href="${o.abort}">Avbryt</a>
</div>
</form>`,
  });
}

/** oidc-provider's logout confirmation; `form` is its hidden form with id op.logoutForm. */
export function logoutPage(productName: string, form: string): string {
  return page({
    title: 'Logga ut',
    productName,
    body: `<h1>Vill du logga ut?</h1>
${form}
<div class="actions">
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Ja, logga ut</button>
<button class="button secondary" type="submit" form="op.logoutForm">Nej, fortsätt vara inloggad</button>
</div>`,
  });
}

/**
 * Sign-out asked for by the portal (with its ID token): logout.js submits the form with
 * logout=yes at once; without script the one button does the same.
 */
export function signingOutPage(productName: string, form: string): string {
  return page({
    title: 'Loggar ut',
    productName,
    body: `<h1>Loggar ut</h1>
${form}
<div class="actions">
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Logga ut</button>
</div>
<script src="${logoutScriptPath}" defer></script>`,
  });
}

export function loggedOutPage(productName: string, portalUrl: string): string {
  return page({
    title: 'Du är utloggad',
    productName,
    body: `<h1>Du är utloggad</h1>
<p><a href="${escapeHtml(portalUrl)}">Till startsidan</a></p>`,
  });
}

export function errorPage(productName: string, message: string, portalUrl: string): string {
  return page({
    title: 'Något gick fel',
    productName,
    body: `<h1>Något gick fel</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(portalUrl)}">Till startsidan</a></p>`,
  });
}
