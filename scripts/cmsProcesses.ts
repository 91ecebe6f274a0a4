// The content system beside the portal (issue 32): what `npm start` (scripts/startWithCms.ts)
// and the editors' end-to-end tests (tests/e2e-cms/) both need, written once: the admin's
// build when its sources changed, the settings of each process, and waiting until the
// content system gives content.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cmsDir } from './cmsInstall.ts';
import { sourceFiles } from './newAreaScratch.ts';

const root = path.resolve(cmsDir, '..');

/** Settings of every content-system command (build, prepare-db, next start). */
export const cmsCommandEnv = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/** Runs a command to its end with the output shown; throws when it fails. */
export function runStep(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): void {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** A hash of what the admin's build is made from: build again only when it changed. */
function buildStamp(): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(root)
    .filter((f) => f.startsWith('cms/') || f.startsWith('shared/'))
    .sort())
    hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/**
 * Builds the admin (import map, `next build`) unless `cms/.next` holds a build of the same
 * sources (a stamp with their hash). Returns whether it built.
 */
export function ensureCmsBuilt(): boolean {
  const stampFile = path.join(cmsDir, '.next', 'portal-build-stamp');
  const stamp = buildStamp();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return false;
  runStep('npx', ['payload', 'generate:importmap'], cmsDir, cmsCommandEnv);
  runStep('npx', ['next', 'build'], cmsDir, cmsCommandEnv);
  writeFileSync(stampFile, stamp);
  return true;
}

/** What the two processes share: where each is and the two secrets. */
export interface CmsPairing {
  /** Where editors reach the content system, http://localhost:<port>. */
  cmsUrl: string;
  /** The portal's public address (its identity provider is `$portalUrl/idp`). */
  portalUrl: string;
  /** The key the portal reads content with and the content system's notices carry. */
  portalKey: string;
  /** The content system's client secret at the portal's identity provider. */
  clientSecret: string;
}

/** The content system's settings (`next start` and `npm run prepare-db` in cms/). */
export const cmsProcessEnv = (pairing: CmsPairing): Record<string, string> => ({
  ...cmsCommandEnv,
  CMS_PORTAL_KEY: pairing.portalKey,
  PORTAL_URL: pairing.portalUrl,
  CMS_URL: pairing.cmsUrl,
  CMS_OIDC_CLIENT_SECRET: pairing.clientSecret,
});

/** The portal's settings for reading from the content system and signing its editors in. */
export const portalProcessEnv = (pairing: CmsPairing): Record<string, string> => ({
  CONTENT_SOURCE: 'cms',
  CMS_URL: pairing.cmsUrl,
  CMS_PORTAL_KEY: pairing.portalKey,
  CMS_OIDC_CLIENT_SECRET: pairing.clientSecret,
});

/**
 * Polls the snapshot the portal reads until the content system gives content (the portal's
 * first start needs some). Throws after `timeoutMs`, or at once when `gone()` says the
 * content system's process ended.
 */
export async function waitForSnapshot(
  pairing: Pick<CmsPairing, 'cmsUrl' | 'portalKey'>,
  { timeoutMs = 120_000, gone = () => false }: { timeoutMs?: number; gone?: () => boolean } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${pairing.cmsUrl}/api/portal/snapshot`, {
      headers: { authorization: `Bearer ${pairing.portalKey}` },
    })
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ok) return;
    if (gone()) throw new Error(`the content system at ${pairing.cmsUrl} ended at start`);
    if (Date.now() > deadline)
      throw new Error(
        `the content system did not answer at ${pairing.cmsUrl} within ${timeoutMs / 1000} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// `npm run cms:build`: the admin's build when its sources changed (before tests/e2e-cms/).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(ensureCmsBuilt() ? 'content system: built' : 'content system: build up to date');
}
