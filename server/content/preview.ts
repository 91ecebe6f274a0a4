import { AsyncLocalStorage } from 'node:async_hooks';
import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify } from 'jose';
import {
  draftSnapshotPath,
  previewClaimsSchema,
  previewEndPath,
  previewPath,
  previewShownCookie,
  previewToken,
  type PreviewClaims,
} from '../../shared/contracts/contentPreview.ts';
import { staffAccountPrefix } from '../../shared/contracts/contentSystemSignIn.ts';
import type { RouteFixture } from '../../shared/contracts/fixtures.ts';
import { cookieHeader, readCookie } from '../http/cookies.ts';
import { sendPlainPage } from '../http/plainPage.ts';
import { escapeHtml } from '../identity/views.ts';
import { fetchSnapshot, pruneFolders, snapshotFolder, type CmsLocation } from './cmsSource.ts';
import { FixtureValidationError, loadContentFixtures, type ContentFixtures } from './fixtures.ts';
import { contentImagePrefix } from './files.ts';

/**
 * The draft preview (issue 32, shared/contracts/contentPreview.ts). The editor's link
 * `/forhandsvisning?token=…` sets a cookie holding the token (its life, HttpOnly); then the
 * portal's own host shows the newest drafts, live elements and all, in every answer whose
 * caller is a member impersonated by that same staff person: the editor signs in as staff
 * and chooses the member to see the page as. Anyone else, a member or another staff person,
 * gets the published content even with the cookie, so a link passed on shows no draft.
 *
 * The drafts are read from the content system (its draft snapshot, the portal key), checked
 * with the same loader as the published content and used for that request only: the content
 * every consumer reads (`content()`) is the request's, through an AsyncLocalStorage, so the
 * route tree, pages, flags and news of one answer all come from the same drafts. What is
 * read is kept two seconds per process (a page load asks several times at once); nothing of
 * it is state: another process reads the same drafts.
 */

/** A preview's answers are never cached; the newest drafts are read again after this long. */
const defaultDraftsFreshMs = 2000;

const jwtShape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function previewKey(portalKey: string): Uint8Array {
  return new Uint8Array(
    hkdfSync('sha256', portalKey, previewToken.keySalt, previewToken.keyInfo, 32),
  );
}

/** The token's claims, or why it does not hold. */
export async function readPreviewToken(
  portalKey: string,
  token: string,
): Promise<(PreviewClaims & { exp: number }) | 'expired' | 'invalid'> {
  if (!jwtShape.test(token)) return 'invalid';
  try {
    const { payload } = await jwtVerify(token, previewKey(portalKey), {
      algorithms: ['HS256'],
      issuer: previewToken.issuer,
      audience: previewToken.audience,
      requiredClaims: ['exp'],
    });
    const claims = previewClaimsSchema.safeParse(payload);
    return claims.success ? { ...claims.data, exp: payload.exp! } : 'invalid';
  } catch (error) {
    return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
  }
}

/** The path of a route-tree node ('/medlem-i-granskog/nyheter/'), or null outside the tree. */
export function pagePath(routes: readonly RouteFixture[], id: number, above = '/'): string | null {
  for (const node of routes) {
    const here = `${above}${node.urlName}/`;
    if (node.id === id) return here;
    const below = pagePath(node.routes ?? [], id, here);
    if (below) return below;
  }
  return null;
}

/** Reads the newest drafts: one read at a time, reused for `freshMs`. */
function draftReader(cms: CmsLocation, dir: string, freshMs: number) {
  let recent: { at: number; reading: Promise<ContentFixtures> } | null = null;
  let loaded: { version: string; content: ContentFixtures } | null = null;
  const read = async () => {
    const snapshot = await fetchSnapshot(cms, draftSnapshotPath);
    if (loaded?.version === snapshot.version) return loaded.content;
    const content = await loadContentFixtures(await snapshotFolder(snapshot, dir));
    loaded = { version: snapshot.version, content };
    // Only the newest drafts' folder stays (their documents and images are read from it).
    await pruneFolders(dir, new Set([snapshot.version]));
    return content;
  };
  return (): Promise<ContentFixtures> => {
    if (recent && Date.now() - recent.at < freshMs) return recent.reading;
    const reading = read();
    const mine = { at: Date.now(), reading };
    recent = mine;
    reading.catch(() => {
      if (recent === mine) recent = null;
    });
    return reading;
  };
}

const endLink = `<p><a href="${previewEndPath}">Avsluta förhandsvisningen</a></p>`;

/** Why a preview link shows nothing, in the editor's words. */
function refusal(reply: FastifyReply, reason: 'expired' | 'invalid') {
  return sendPlainPage(
    reply,
    400,
    'Förhandsvisning',
    `<p class="error">${
      reason === 'expired'
        ? 'Länken till förhandsvisningen har slutat gälla.'
        : 'Länken till förhandsvisningen fungerar inte.'
    }</p>
<p>Öppna förhandsvisningen igen med knappen Förhandsgranska på sidan i innehållssystemet.</p>`,
  );
}

export interface ContentPreviewOptions {
  cms: CmsLocation;
  /** Where the drafts' folders are written (DATA_DIR). */
  dataDir: string;
  /** The published content (the store). */
  published: () => ContentFixtures;
  /** The portal's public address: the cookie is Secure (and __Host-) on https. */
  publicUrl: string;
  /** How long drafts once read are used again (tests: 0). */
  draftsFreshMs?: number;
}

/**
 * Registers the preview's two addresses and the hook that serves drafts; answers the
 * content of the request (the drafts inside a preview, else the published content).
 */
export function registerContentPreview(
  app: FastifyInstance,
  {
    cms,
    dataDir,
    published,
    publicUrl,
    draftsFreshMs = defaultDraftsFreshMs,
  }: ContentPreviewOptions,
): () => ContentFixtures {
  const secure = new URL(publicUrl).protocol === 'https:';
  const cookieName = secure ? '__Host-portal_preview' : 'portal_preview';
  // The token's cookie, and beside it the host's sign that a preview is on (same life).
  const cookies = (value: string, maxAgeSeconds: number) => [
    cookieHeader(cookieName, value, { path: '/', maxAgeSeconds, sameSite: 'Lax', secure }),
    cookieHeader(previewShownCookie, value ? '1' : '', {
      path: '/',
      maxAgeSeconds,
      sameSite: 'Lax',
      secure,
      httpOnly: false,
    }),
  ];
  const drafts = draftReader(cms, path.join(dataDir, 'content-previews'), draftsFreshMs);
  const scope = new AsyncLocalStorage<ContentFixtures>();
  const inPreview = new WeakSet<FastifyRequest>();

  /** The drafts for this request, or null: a valid cookie and, on the API, the editor's own impersonation. */
  const draftsFor = async (request: FastifyRequest): Promise<ContentFixtures | null> => {
    const url = request.url;
    const api = url.startsWith('/api/');
    if (!api && !url.startsWith(contentImagePrefix)) return null;
    const token = readCookie(request.headers.cookie, cookieName, jwtShape);
    if (!token) return null;
    const claims = await readPreviewToken(cms.key, token);
    if (typeof claims === 'string') return null;
    // Images carry no token: a draft's image is shown to whoever holds the cookie.
    if (api) {
      const staff = request.caller?.impersonatedBy;
      if (!staff || `${staffAccountPrefix}${staff}` !== claims.sub) return null;
    }
    return drafts();
  };

  // After the API's authentication (registered before), so the caller is known.
  app.addHook('onRequest', (request, _reply, done) => {
    draftsFor(request).then(
      (content) => {
        if (!content) return done();
        inPreview.add(request);
        // The rest of the request (handler and hooks) runs with the drafts as its content.
        scope.run(content, done);
      },
      (error: unknown) => {
        // The published content is shown: better than no page.
        request.log.error(`preview drafts not read: ${String(error)}`);
        done();
      },
    );
  });
  app.addHook('onSend', async (request, reply) => {
    if (inPreview.has(request)) reply.header('Cache-Control', 'no-store');
  });

  app.get(previewPath, async (request, reply) => {
    const token = String((request.query as { token?: unknown }).token ?? '');
    const claims = await readPreviewToken(cms.key, token);
    if (typeof claims === 'string') return refusal(reply, claims);
    let content: ContentFixtures;
    try {
      content = await drafts();
    } catch (error) {
      if (error instanceof FixtureValidationError)
        return sendPlainPage(
          reply,
          409,
          'Utkastet kan inte visas',
          `<p class="error">Innehållet har fel som måste rättas först:</p>
<ul>${error.errors.map((e) => `<li>${escapeHtml(`${e.file}: ${e.message}`)}</li>`).join('')}</ul>`,
        );
      request.log.error(`preview drafts not read: ${String(error)}`);
      return sendPlainPage(
        reply,
        502,
        'Förhandsvisning',
        '<p class="error">Innehållssystemet svarar inte just nu. Försök igen om en stund.</p>',
      );
    }
    const target = pagePath(content.routes, claims.page) ?? '/';
    const seconds = Math.max(0, claims.exp - Math.floor(Date.now() / 1000));
    return sendPlainPage(
      reply.header('Set-Cookie', cookies(token, seconds)),
      200,
      'Förhandsvisning av utkast',
      `<p>Här ser du sidan med de senaste utkasten, så som en medlem ser den. Bara du ser utkasten, i ${Math.round(seconds / 60)} minuter.</p>
<ol>
<li>Logga in som personal.</li>
<li>Välj vilken medlem du vill se sidan som (Företräd).</li>
</ol>
<p><a class="button" href="/login?returnUrl=${encodeURIComponent(target)}&amp;as=staff">Logga in och visa utkastet</a></p>
<p>Företräder du redan en medlem i den här webbläsaren? <a href="${escapeHtml(target)}">Visa utkastet</a></p>
${endLink}`,
    );
  });

  app.get(previewEndPath, async (_request, reply) =>
    reply.header('Set-Cookie', cookies('', 0)).redirect('/', 303),
  );

  return () => scope.getStore() ?? published();
}
