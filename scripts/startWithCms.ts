// `npm start`: the portal with the editors' content system beside it (issue 32).
// Installs and builds cms/ when needed, prepares its database (migrations, the first seed),
// starts its admin on CMS_PORT, waits until it gives content, then starts the portal reading
// from it (CONTENT_SOURCE=cms). Either process ending ends the other.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureCmsInstalled } from './cmsInstall.ts';
import { sourceFiles } from './newAreaScratch.ts';

const root = path.resolve(import.meta.dirname, '..');
const cms = path.join(root, 'cms');
const port = Number(process.env.PORT ?? 8080);
const cmsPort = Number(process.env.CMS_PORT ?? 3100);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');

function step(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * A secret both processes share, made once and kept in DATA_DIR unless set: the key the
 * portal reads content with (CMS_PORTAL_KEY, file cms-portal-key) and the content system's
 * client secret at the portal's identity provider (CMS_OIDC_CLIENT_SECRET, file
 * cms-oidc-client-secret).
 */
function sharedSecret(setting: string, fileName: string): string {
  const set = process.env[setting];
  if (set) return set;
  const file = path.join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
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

const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
ensureCmsInstalled();
const stampFile = path.join(cms, '.next', 'portal-build-stamp');
const stamp = buildStamp();
if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  step('npx', ['payload', 'generate:importmap'], cms, env);
  step('npx', ['next', 'build'], cms, env);
  writeFileSync(stampFile, stamp);
}
step('npm', ['run', 'prepare-db'], cms, env);

const key = sharedSecret('CMS_PORTAL_KEY', 'cms-portal-key');
// Staff sign in to the admin with their staff account at the portal's identity provider.
const clientSecret = sharedSecret('CMS_OIDC_CLIENT_SECRET', 'cms-oidc-client-secret');
const cmsUrl = `http://localhost:${cmsPort}`;
const children: ChildProcess[] = [];
const stopAll = (code: number) => {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function start(name: string, command: string, args: string[], cwd: string, childEnv: object) {
  const child = spawn(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...childEnv },
  });
  child.on('exit', (code) => {
    console.log(`${name} ended (${code ?? 'signal'})`);
    stopAll(code ?? 0);
  });
  children.push(child);
}

start('the content system', 'npx', ['next', 'start', '-p', String(cmsPort)], cms, {
  ...env,
  CMS_PORTAL_KEY: key,
  PORTAL_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  CMS_URL: cmsUrl,
  CMS_OIDC_CLIENT_SECRET: clientSecret,
});

// The portal starts once the content system gives content (its first start needs some).
const deadline = Date.now() + 120_000;
for (;;) {
  const ok = await fetch(`${cmsUrl}/api/portal/snapshot`, {
    headers: { authorization: `Bearer ${key}` },
  })
    .then((answer) => answer.ok)
    .catch(() => false);
  if (ok) break;
  if (Date.now() > deadline) {
    console.error(`the content system did not answer at ${cmsUrl} within 2 minutes`);
    stopAll(1);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
if (process.exitCode === undefined)
  start('the portal', process.execPath, ['--import', 'tsx', 'server/main.ts'], root, {
    CONTENT_SOURCE: 'cms',
    CMS_URL: cmsUrl,
    CMS_PORTAL_KEY: key,
    CMS_OIDC_CLIENT_SECRET: clientSecret,
  });
console.log(`Redaktörer / editors: ${cmsUrl}/admin`);
