import { escapeHtml, field, formError } from '../identity/views.ts';
import type { DetailRow } from './kinds.ts';
import { contentRoles } from '../../shared/contracts/contentSystemSignIn.ts';
import { contentRoleNames, type StaffWithRoles } from './contentRoles.ts';

/**
 * The staff desk's Swedish pages (server-rendered like the identity pages: no inline
 * script or style, labels on every field, errors tied to fields, one stylesheet).
 */

export const deskPaths = {
  /** The portal's staff sign-in, which offers the desk too (server/identity, staff/desk). */
  portalStaffSignIn: '/authentication/login?method=staff',
  home: '/personal/',
  login: '/personal/logga-in',
  logout: '/personal/logga-ut',
  endImpersonation: '/personal/avsluta-foretradande',
  task: (id: string) => `/personal/uppgifter/${encodeURIComponent(id)}`,
  contentRoles: '/personal/innehallsroller',
  stylesheet: '/personal/assets/desk.css',
} as const;

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** '2026-11-24 14:05' in Swedish time. */
export function formatDateTime(value: Date): string {
  return dateTime.format(value);
}

const csrfField = (token: string) =>
  `<input type="hidden" name="csrf" value="${escapeHtml(token)}">`;

interface Signed {
  name: string;
  csrfToken: string;
}

interface PageOptions {
  title: string;
  productName: string;
  body: string;
  signedIn?: Signed;
}

function page({ title, productName, body, signedIn }: PageOptions): string {
  const account = signedIn
    ? `<nav class="desk-nav" aria-label="Personal">
<a href="${deskPaths.home}">Öppna uppgifter</a>
<a href="${deskPaths.contentRoles}">Roller i innehållssystemet</a>
<span>Inloggad som ${escapeHtml(signedIn.name)}</span>
<form method="post" action="${deskPaths.logout}">${csrfField(signedIn.csrfToken)}<button class="button secondary" type="submit">Logga ut</button></form>
</nav>`
    : '';
  return `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} – ${escapeHtml(productName)} personal</title>
<link rel="stylesheet" href="${deskPaths.stylesheet}">
</head>
<body>
<a class="skip-link" href="#main">Hoppa till innehållet</a>
<header class="site-header desk-header"><p>${escapeHtml(productName)} personal</p>
${account}
</header>
<main id="main" class="wide">
${body}
</main>
</body>
</html>`;
}

function statusNotice(message: string | undefined): string {
  return message ? `<p class="done-notice" role="status">${escapeHtml(message)}</p>` : '';
}

export interface LoginView {
  productName: string;
  csrfToken: string;
  email?: string;
  formError?: string;
  notice?: string;
}

export function loginPage(o: LoginView): string {
  const errorId = o.formError ? 'form-error' : undefined;
  return page({
    title: 'Logga in som personal',
    productName: o.productName,
    body: `<h1>Logga in som personal</h1>
<p>Här hanterar personalen uppgifter som medlemmarnas ärenden väntar på.</p>
${statusNotice(o.notice)}
${formError(o.formError)}
<form method="post" action="${deskPaths.login}" novalidate>
${csrfField(o.csrfToken)}
${field({ id: 'email', label: 'E-postadress', type: 'email', value: o.email ?? '', errorId, autocomplete: 'username', autofocus: true })}
${field({ id: 'password', label: 'Lösenord', type: 'password', errorId, autocomplete: 'current-password' })}
<div class="actions">
<button class="button" type="submit">Logga in</button>
</div>
</form>
<p>Du kan också använda portalens personalinloggning: efter den väljer du att företräda en medlem eller att öppna skrivbordet, utan att logga in två gånger. <a href="${deskPaths.portalStaffSignIn}">Logga in via portalen</a></p>`,
  });
}

export interface TaskListItem {
  href: string;
  kindLabel: string;
  memberName: string;
  customerNo: string;
  createdAt: Date;
}

export function listPage(o: {
  productName: string;
  signedIn: Signed;
  tasks: TaskListItem[];
}): string {
  const count =
    o.tasks.length === 0
      ? 'Det finns inga öppna uppgifter.'
      : o.tasks.length === 1
        ? '1 öppen uppgift.'
        : `${o.tasks.length} öppna uppgifter.`;
  const table =
    o.tasks.length === 0
      ? ''
      : `<table aria-labelledby="tasks-heading">
<thead><tr><th scope="col">Uppgift</th><th scope="col">Medlem</th><th scope="col">Kundnummer</th><th scope="col">Skapad</th></tr></thead>
<tbody>
${o.tasks
  .map(
    (t) =>
      `<tr><td><a href="${escapeHtml(t.href)}">${escapeHtml(t.kindLabel)}<span class="visually-hidden"> för ${escapeHtml(t.memberName)}</span></a></td><td>${escapeHtml(t.memberName)}</td><td>${escapeHtml(t.customerNo)}</td><td>${escapeHtml(formatDateTime(t.createdAt))}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
  return page({
    title: 'Öppna uppgifter',
    productName: o.productName,
    signedIn: o.signedIn,
    body: `<h1 id="tasks-heading">Öppna uppgifter</h1>
<p>${count} Äldst först.</p>
${table}`,
  });
}

export interface ActionButton {
  name: string;
  label: string;
  noteRequired: boolean;
}

export interface AuditLine {
  at: Date;
  who: string;
  what: string;
  note: string | null;
}

export interface TaskView {
  productName: string;
  signedIn: Signed;
  taskId: string;
  kindLabel: string;
  memberName: string;
  customerNo: string;
  createdAt: Date;
  statusLabel: string;
  handled: string | null;
  rows: DetailRow[];
  /** Empty when the task is closed or its kind is unknown. */
  actions: ActionButton[];
  audit: AuditLine[];
  note?: string;
  noteError?: string;
  formError?: string;
  notice?: string;
}

function detailList(rows: DetailRow[]): string {
  return `<dl class="details">
${rows
  .map((row) => {
    const lines = typeof row.value === 'string' ? [row.value] : row.value;
    return `<div><dt>${escapeHtml(row.label)}</dt><dd>${lines.map((line) => escapeHtml(line)).join('<br>')}</dd></div>`;
  })
  .join('\n')}
</dl>`;
}

function actionForm(o: TaskView): string {
  if (o.actions.length === 0) return '';
  const required = o.actions.filter((a) => a.noteRequired).map((a) => a.label);
  const hint =
    required.length > 0
      ? `Behövs för ${required.map((label) => `”${label}”`).join(' och ')}. Sparas i historiken.`
      : 'Sparas i historiken.';
  const describedBy = ['note-hint', o.noteError ? 'note-error' : ''].filter(Boolean).join(' ');
  return `<h2 id="actions-heading">Hantera</h2>
<form method="post" action="${deskPaths.task(o.taskId)}" aria-labelledby="actions-heading" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(o.signedIn.csrfToken)}">
<div class="field">
<label for="note">Anteckning</label>
<span class="hint" id="note-hint">${escapeHtml(hint)}</span>
${o.noteError ? `<p class="error" id="note-error">${escapeHtml(o.noteError)}</p>` : ''}
<textarea id="note" name="note" rows="4" maxlength="2000" aria-describedby="${describedBy}"${o.noteError ? ' aria-invalid="true" autofocus' : ''}>${escapeHtml(o.note ?? '')}</textarea>
</div>
<div class="actions">
${o.actions
  .map(
    (a, i) =>
      `<button class="button${i === 0 ? '' : ' secondary'}" type="submit" name="action" value="${escapeHtml(a.name)}">${escapeHtml(a.label)}</button>`,
  )
  .join('\n')}
</div>
</form>`;
}

function auditTable(lines: AuditLine[]): string {
  return `<h2 id="audit-heading">Historik</h2>
<table aria-labelledby="audit-heading">
<thead><tr><th scope="col">Tid</th><th scope="col">Vem</th><th scope="col">Vad</th><th scope="col">Anteckning</th></tr></thead>
<tbody>
${lines
  .map(
    (l) =>
      `<tr><td>${escapeHtml(formatDateTime(l.at))}</td><td>${escapeHtml(l.who)}</td><td>${escapeHtml(l.what)}</td><td class="note">${escapeHtml(l.note ?? '')}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
}

export function taskPage(o: TaskView): string {
  return page({
    title: `${o.kindLabel} – ${o.memberName}`,
    productName: o.productName,
    signedIn: o.signedIn,
    body: `<p><a href="${deskPaths.home}">Tillbaka till öppna uppgifter</a></p>
<h1>${escapeHtml(o.kindLabel)}: ${escapeHtml(o.memberName)}</h1>
${statusNotice(o.notice)}
${formError(o.formError)}
${detailList([
  { label: 'Medlem', value: o.memberName },
  { label: 'Kundnummer', value: o.customerNo },
  { label: 'Skapad', value: formatDateTime(o.createdAt) },
  { label: 'Status', value: o.statusLabel },
  ...(o.handled ? [{ label: 'Hanterad', value: o.handled }] : []),
])}
<h2>Uppgifter i ärendet</h2>
${detailList(o.rows)}
${actionForm(o)}
${auditTable(o.audit)}`,
  });
}

export function impersonatingPage(o: {
  productName: string;
  signedIn: Signed;
  memberNames: string[];
}): string {
  return page({
    title: 'Du företräder en medlem',
    productName: o.productName,
    signedIn: o.signedIn,
    body: `<h1>Du företräder en medlem</h1>
<p>Du företräder just nu ${escapeHtml(o.memberNames.join(', '))} i portalen. Uppgifter hanteras bara av personal som inte samtidigt företräder en medlem.</p>
<form method="post" action="${deskPaths.endImpersonation}">
${csrfField(o.signedIn.csrfToken)}
<div class="actions"><button class="button" type="submit">Avsluta företrädandet</button></div>
</form>`,
  });
}

export function messagePage(o: {
  productName: string;
  signedIn?: Signed;
  title: string;
  message: string;
}): string {
  return page({
    title: o.title,
    productName: o.productName,
    ...(o.signedIn ? { signedIn: o.signedIn } : {}),
    body: `<h1>${escapeHtml(o.title)}</h1>
<p>${escapeHtml(o.message)}</p>
<p><a href="${deskPaths.home}">Till öppna uppgifter</a></p>`,
  });
}

export interface ContentRolesView {
  productName: string;
  signedIn: Signed;
  staff: StaffWithRoles[];
  /** Only a publisher changes roles; others see them. */
  mayChange: boolean;
  notice?: string;
  formError?: string;
}

const roleList = (person: StaffWithRoles) =>
  person.roles.length === 0
    ? 'Ingen roll'
    : person.roles.map((role) => contentRoleNames[role]).join(', ');

function rolesForm(person: StaffWithRoles, csrfToken: string): string {
  const boxes = contentRoles
    .map(
      (role) =>
        `<label class="check"><input type="checkbox" name="roles" value="${role}"${person.roles.includes(role) ? ' checked' : ''}> ${contentRoleNames[role]}</label>`,
    )
    .join('\n');
  return `<form method="post" action="${deskPaths.contentRoles}" class="roles-form">
${csrfField(csrfToken)}
<input type="hidden" name="staffId" value="${escapeHtml(person.id)}">
<fieldset><legend class="visually-hidden">Roller för ${escapeHtml(person.name)}</legend>
${boxes}
</fieldset>
<button class="button secondary" type="submit">Spara<span class="visually-hidden"> roller för ${escapeHtml(person.name)}</span></button>
</form>`;
}

/** "Roller i innehållssystemet": who composes (Redaktör) and who publishes (Publicerare). */
export function contentRolesPage(o: ContentRolesView): string {
  const rows = o.staff
    .map(
      (person) =>
        `<tr><td>${escapeHtml(person.name)}</td><td>${escapeHtml(person.email)}</td><td>${
          o.mayChange ? rolesForm(person, o.signedIn.csrfToken) : escapeHtml(roleList(person))
        }</td></tr>`,
    )
    .join('\n');
  return page({
    title: 'Roller i innehållssystemet',
    productName: o.productName,
    signedIn: o.signedIn,
    body: `<h1 id="roles-heading">Roller i innehållssystemet</h1>
<p>En redaktör skriver och sparar utkast till portalens sidor. En publicerare är också redaktör och kan dessutom publicera, avpublicera och ge roller. En ändring gäller från personens nästa inloggning i innehållssystemet.</p>
${statusNotice(o.notice)}
${formError(o.formError)}
${o.mayChange ? '' : '<p>Bara en publicerare kan ändra rollerna.</p>'}
<table aria-labelledby="roles-heading">
<thead><tr><th scope="col">Namn</th><th scope="col">E-postadress</th><th scope="col">Roller</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  });
}
