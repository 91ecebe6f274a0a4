import { spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Starting the server (`node --import tsx server/main.ts`) on a database folder it cannot
 * use ends with one line naming the folder and DATA_DIR, exit code 1, no stack trace.
 * As root every folder is writable, so the server then runs as `nobody` (uid 65534).
 */

const nobody = 65534;
const asRoot = process.getuid?.() === 0;
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-datadir-'));
  chmodSync(scratch, 0o755);
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

function start(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH,
        HOME: scratch,
        DATA_DIR: dataDir,
        PORT: '1',
        LOG_LEVEL: 'none',
        JOBS_WORKER: '0',
        TSX_DISABLE_CACHE: '1',
      },
      ...(asRoot ? { uid: nobody, gid: nobody } : {}),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** What the server printed, without Node's own warnings about the runtime. */
const ownLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter(
      (line) => line.trim() && !/WARNING: Unsupported runtime|ExperimentalWarning/.test(line),
    );

describe('start-up with an unusable DATA_DIR', { timeout: 120_000 }, () => {
  it('names the read-only folder and the setting in one line', async () => {
    const readOnly = path.join(scratch, 'read-only');
    mkdirSync(readOnly);
    if (asRoot) chownSync(readOnly, 0, 0);
    chmodSync(readOnly, 0o555);
    const { code, stderr } = await start(readOnly);
    expect(code).toBe(1);
    const lines = ownLines(stderr);
    expect(lines, stderr).toEqual([
      `Databasmappen ${readOnly} (inställningen DATA_DIR) går inte att skriva i. ` +
        `/ The database folder ${readOnly} (setting DATA_DIR) is not writable (EACCES).`,
    ]);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('names a folder that is missing and cannot be created', async () => {
    const missing = '/dev/null/portal-data';
    const { code, stderr } = await start(missing);
    expect(code).toBe(1);
    const lines = ownLines(stderr);
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toContain(
      `The database folder ${missing} (setting DATA_DIR) does not exist and cannot be created`,
    );
    expect(lines[0]).toContain(`Databasmappen ${missing} (inställningen DATA_DIR)`);
  });
});
