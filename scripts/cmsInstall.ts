// The content system's own install (cms/ is its own npm package, so the portal's install and
// bundles do not carry Next.js): `npm ci` in cms/ when its lock file changed since the last
// install (a stamp in its node_modules), else nothing. Used by `npm start`
// (scripts/startWithCms.ts) and the content system's checks (scripts/cms-check.sh).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const cmsDir = path.resolve(import.meta.dirname, '..', 'cms');

export function ensureCmsInstalled(): void {
  const lock = createHash('sha256')
    .update(readFileSync(path.join(cmsDir, 'package-lock.json')))
    .digest('hex');
  const stamp = path.join(cmsDir, 'node_modules', '.portal-lock-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) return;
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: cmsDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm ci failed in cms/');
  writeFileSync(stamp, lock);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureCmsInstalled();
}
