// `npm start`: the portal with the editors' content system beside it (issue 32).
// Installs and builds cms/ when needed, prepares its database (migrations, the first seed),
// starts its admin on CMS_PORT, waits until it gives content, then starts the portal reading
// from it (CONTENT_SOURCE=cms). Either process ending ends the other.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureCmsInstalled } from './cmsInstall.ts';
import {
  cmsCommandEnv,
  cmsProcessEnv,
  ensureCmsBuilt,
  portalProcessEnv,
  runStep,
  waitForSnapshot,
  type CmsPairing,
} from './cmsProcesses.ts';

const root = path.resolve(import.meta.dirname, '..');
const cms = path.join(root, 'cms');
const port = Number(process.env.PORT ?? 8080);
const cmsPort = Number(process.env.CMS_PORT ?? 3100);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');

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

ensureCmsInstalled();
ensureCmsBuilt();
runStep('npm', ['run', 'prepare-db'], cms, cmsCommandEnv);

const cmsUrl = `http://localhost:${cmsPort}`;
const pairing: CmsPairing = {
  cmsUrl,
  portalUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  portalKey: sharedSecret('CMS_PORTAL_KEY', 'cms-portal-key'),
  // Staff sign in to the admin with their staff account at the portal's identity provider.
  clientSecret: sharedSecret('CMS_OIDC_CLIENT_SECRET', 'cms-oidc-client-secret'),
};
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
  ...cmsProcessEnv(pairing),
});

// The portal starts once the content system gives content (its first start needs some).
try {
  await waitForSnapshot(pairing, { gone: () => process.exitCode !== undefined });
} catch (error) {
  console.error((error as Error).message);
  stopAll(1);
}
if (process.exitCode === undefined)
  start('the portal', process.execPath, ['--import', 'tsx', 'server/main.ts'], root, {
    ...portalProcessEnv(pairing),
  });
console.log(`Redaktörer / editors: ${cmsUrl}/admin`);
