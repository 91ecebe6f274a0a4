import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { escapeHtml } from '../identity/views.ts';
import { failedHints, pendingHints, type OrderStore, type TestOrder } from './orders.ts';

/**
 * The page that plays the member's BankID app for the BankID test server, mounted on the
 * portal at `/bankid-testapp/` beside the test server (never with real BankID):
 *
 * - `?qr=bankid.…`: "reads" the animated QR code shown on the portal's screen;
 * - `?autostarttoken=…&redirect=…`: what the same-device link opens;
 * - a list of the orders waiting for an app (the demo's way to "scan" without a camera);
 * - an order's page: the text being signed, the personal number of the app's BankID, and
 *   Skriv under / Identifiera, Avbryt, or an answer with a chosen hint code.
 */
export const testAppPath = '/bankid-testapp';
const holderCookie = 'bankid_testapp_pnr';

const css = `body{font-family:system-ui,sans-serif;margin:0;color:#1b1f1c;background:#f4f6f4;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:1rem}
header{background:#193e72;color:#fff;padding:.75rem 1rem}header p{margin:0;font-weight:700}
section{background:#fff;border:1px solid #8a948c;border-radius:6px;padding:1rem;margin:1rem 0}
label{display:block;font-weight:600;margin-top:.5rem}
input,select,textarea{font:inherit;min-height:44px;width:100%;max-width:28rem;box-sizing:border-box;border:2px solid #5b655e;border-radius:6px;padding:.4rem .6rem}
button,.button{font:inherit;min-height:44px;margin:.5rem .5rem 0 0;padding:.4rem 1rem;border-radius:6px;border:2px solid #193e72;background:#fff;color:#193e72;cursor:pointer;text-decoration:none;display:inline-block}
.primary{background:#193e72;color:#fff}
.text{white-space:pre-wrap;overflow-wrap:anywhere;border-left:4px solid #193e72;padding:.5rem 1rem;background:#eef2f8}
.error{color:#8a1c13;font-weight:600}
ul{padding-left:1.25rem}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – BankID (testapp)</title>
<link rel="stylesheet" href="${testAppPath}/app.css">
</head>
<body>
<header><p>BankID (testapp)</p></header>
<main id="main">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header(
      'Content-Security-Policy',
      "default-src 'self'; style-src 'self'; script-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
    )
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(html);
}

const kindText = (order: TestOrder) =>
  order.kind === 'auth'
    ? 'Identifiering'
    : order.kind === 'sign'
      ? 'Underskrift'
      : 'Underskrift (telefon)';

const decoded = (value: string | null) =>
  value ? Buffer.from(value, 'base64').toString('utf8') : '';

function cookieOf(request: FastifyRequest, name: string): string {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return '';
}

function startPage(store: OrderStore, request: FastifyRequest, error?: string) {
  const holder = cookieOf(request, holderCookie);
  const waiting = store.waiting();
  const list = waiting.length
    ? `<ul>${waiting
        .map(
          (o) =>
            `<li>${kindText(o)} startad ${escapeHtml(o.createdAt.toLocaleTimeString('sv-SE'))}${
              o.personalNumber ? ` för ${escapeHtml(o.personalNumber)}` : ''
            }: <a class="button" href="${testAppPath}/order/${encodeURIComponent(o.orderRef)}">Öppna ordern</a></li>`,
        )
        .join('')}</ul>`
    : '<p>Ingen order väntar på appen just nu.</p>';
  return page(
    'BankID-appen för testservern',
    `<p>Den här sidan spelar BankID-appen för portalens BankID-testserver. Den finns bara i test och demo, aldrig med riktigt BankID.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<section aria-labelledby="qr-heading">
<h2 id="qr-heading">Läs av QR-kod</h2>
<form method="get" action="${testAppPath}/">
<label for="qr">QR-kodens innehåll</label>
<input id="qr" name="qr" autocomplete="off" spellcheck="false">
<button class="primary" type="submit">Läs av</button>
</form>
</section>
<section aria-labelledby="waiting-heading">
<h2 id="waiting-heading">Order som väntar på appen</h2>
${list}
</section>
<section aria-labelledby="holder-heading">
<h2 id="holder-heading">Appens BankID</h2>
<form method="post" action="${testAppPath}/holder">
<label for="holder">Personnummer (12 siffror)</label>
<input id="holder" name="personalNumber" inputmode="numeric" autocomplete="off" value="${escapeHtml(holder)}">
<button type="submit">Spara</button>
</form>
</section>`,
  );
}

function orderPage(order: TestOrder, holder: string, redirect: string, error?: string) {
  const done =
    order.status === 'complete'
      ? `<p role="status">Klart. ${order.kind === 'auth' ? 'Du har identifierat dig' : 'Du har skrivit under'}. Gå tillbaka till tjänsten.</p>`
      : order.status === 'failed'
        ? `<p role="status">Ordern är avslutad (${escapeHtml(order.hintCode)}). Gå tillbaka till tjänsten.</p>`
        : '';
  const back =
    redirect && redirect !== 'null' && /^https?:\/\//.test(redirect)
      ? `<p><a class="button" href="${escapeHtml(redirect)}">Tillbaka till tjänsten</a></p>`
      : '';
  const action = `${testAppPath}/order/${encodeURIComponent(order.orderRef)}`;
  const hidden = `<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">`;
  const verb = order.kind === 'auth' ? 'Identifiera' : 'Skriv under';
  const pending =
    order.status === 'pending'
      ? `${order.personalNumber ? `<p>Ordern gäller personnummer ${escapeHtml(order.personalNumber)}.</p>` : ''}
<form method="post" action="${action}/approve">${hidden}
<label for="pnr">Personnummer för appens BankID</label>
<input id="pnr" name="personalNumber" inputmode="numeric" autocomplete="off" value="${escapeHtml(order.personalNumber ?? holder)}">
<button class="primary" type="submit">${verb}</button>
</form>
<form method="post" action="${action}/cancel">${hidden}<button type="submit">Avbryt</button></form>
<section aria-labelledby="hint-heading">
<h2 id="hint-heading">Svara med en hintCode</h2>
<form method="post" action="${action}/hint">${hidden}
<label for="hint">hintCode</label>
<select id="hint" name="hintCode">
<optgroup label="Pågår (pending)">${pendingHints.map((h) => `<option>${h}</option>`).join('')}</optgroup>
<optgroup label="Misslyckad (failed)">${failedHints.map((h) => `<option>${h}</option>`).join('')}</optgroup>
</select>
<button type="submit">Skicka hintCode</button>
</form>
</section>`
      : '';
  return page(
    order.kind === 'auth' ? 'Identifiera dig' : 'Skriv under',
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${order.userVisibleData ? `<h2>Text från tjänsten</h2><p class="text">${escapeHtml(decoded(order.userVisibleData))}</p>` : ''}
${done}${back}${pending}
<p><a href="${testAppPath}/">Till appens början</a></p>`,
  );
}

type OrderRequest = FastifyRequest<{
  Params: { orderRef: string };
  Body: Record<string, string | undefined>;
  Querystring: { redirect?: string };
}>;

/** The app page's routes (a Fastify plugin for the portal's server). */
export function testAppRoutes(store: OrderStore) {
  return async function routes(app: FastifyInstance) {
    await app.register(formbody);
    // A form posted from another site acts on nothing.
    app.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST' && request.headers['sec-fetch-site'] === 'cross-site') {
        return reply.code(403).send('Forbidden');
      }
    });

    app.get(`${testAppPath}/app.css`, async (_request, reply) =>
      reply
        .header('Content-Type', 'text/css; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(css),
    );

    app.get(
      `${testAppPath}/`,
      async (
        request: FastifyRequest<{
          Querystring: { qr?: string; autostarttoken?: string; redirect?: string };
        }>,
        reply,
      ) => {
        const { qr, autostarttoken, redirect = '' } = request.query;
        if (autostarttoken) {
          const order = store.byAutoStartToken(autostarttoken);
          if (!order)
            return send(reply, 404, startPage(store, request, 'Ordern finns inte längre.'));
          store.open(order);
          return reply.redirect(
            `${testAppPath}/order/${encodeURIComponent(order.orderRef)}?redirect=${encodeURIComponent(redirect)}`,
            303,
          );
        }
        if (qr) {
          const order = store.byQr(qr);
          if (order === 'invalid')
            return send(
              reply,
              400,
              startPage(store, request, 'QR-koden är inte en giltig BankID-kod.'),
            );
          if (order === 'stale')
            return send(
              reply,
              400,
              startPage(store, request, 'QR-koden är för gammal. Läs av koden igen.'),
            );
          store.open(order);
          return reply.redirect(`${testAppPath}/order/${encodeURIComponent(order.orderRef)}`, 303);
        }
        return send(reply, 200, startPage(store, request));
      },
    );

    app.post(
      `${testAppPath}/holder`,
      async (request: FastifyRequest<{ Body: { personalNumber?: string } }>, reply) => {
        const value = String(request.body?.personalNumber ?? '')
          .replace(/\D/g, '')
          .slice(0, 12);
        reply.header(
          'Set-Cookie',
          `${holderCookie}=${value}; Path=${testAppPath}; SameSite=Strict; HttpOnly; Max-Age=31536000`,
        );
        return reply.redirect(`${testAppPath}/`, 303);
      },
    );

    app.get(`${testAppPath}/order/:orderRef`, async (request: OrderRequest, reply) => {
      const order = store.get(request.params.orderRef);
      if (!order) return send(reply, 404, startPage(store, request, 'Ordern finns inte längre.'));
      // Opening it from the list is the demo's way of reading its QR code.
      store.open(order);
      return send(
        reply,
        200,
        orderPage(order, cookieOf(request, holderCookie), request.query.redirect ?? ''),
      );
    });

    const act = (
      name: 'approve' | 'cancel' | 'hint',
      handle: (
        order: TestOrder,
        body: Record<string, string | undefined>,
        request: OrderRequest,
      ) => string | void,
    ) =>
      app.post(`${testAppPath}/order/:orderRef/${name}`, async (request: OrderRequest, reply) => {
        const order = store.get(request.params.orderRef);
        const redirect = request.body?.redirect ?? '';
        if (!order) return send(reply, 404, startPage(store, request, 'Ordern finns inte längre.'));
        const error =
          order.status === 'pending' ? handle(order, request.body ?? {}, request) : undefined;
        if (error)
          return send(
            reply,
            400,
            orderPage(order, cookieOf(request, holderCookie), redirect, error),
          );
        return reply.redirect(
          `${testAppPath}/order/${encodeURIComponent(order.orderRef)}?redirect=${encodeURIComponent(redirect)}`,
          303,
        );
      });

    act('approve', (order, body, request) => {
      const personalNumber = String(body.personalNumber ?? '').replace(/\D/g, '');
      if (!/^(19|20)\d{10}$/.test(personalNumber))
        return 'Ange personnumret för appens BankID med 12 siffror.';
      if (order.personalNumber && order.personalNumber !== personalNumber)
        return 'Appen har inget BankID för det personnummer ordern gäller.';
      store.approve(order, personalNumber, request.ip);
    });
    act('cancel', (order) => store.setHint(order, 'userCancel'));
    act('hint', (order, body) => store.setHint(order, String(body.hintCode ?? '')));
  };
}
