// A new area generated into a scratch copy of the repository, and the checks run there:
// `npm test` (scripts/test-all.sh) lints, formats, type-checks and content-checks such a copy
// instead of the tree itself and runs the area's tests in it; `npm run new-area:check` runs
// the same quick checks, `-- --full` the whole `npm test` on the copy. The working tree is
// never touched.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Folders never copied: made by installs, builds and runs (.gitignore). */
const notCopied = new Set([
  '.git',
  'node_modules',
  'dist',
  '.data',
  'test-results',
  'playwright-report',
]);

/** The files of the tree: git's (tracked and new, not ignored), or a walk outside a checkout. */
export function sourceFiles(root: string): string[] {
  if (existsSync(path.join(root, '.git'))) {
    const out = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.split('\0').filter((file) => file && existsSync(path.join(root, file)));
  }
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!notCopied.has(entry.name)) walk(file);
      } else if (entry.isFile() && !entry.name.endsWith('.log')) found.push(file);
    }
  };
  walk('');
  return found;
}

/**
 * Copies the tree's files into a new folder under the system's temp dir (or into `into`, an
 * empty folder), node_modules linked.
 */
export function makeScratchCopy(root: string, prefix = 'new-area-', into?: string): string {
  const copy = into ?? mkdtempSync(path.join(tmpdir(), prefix));
  // Readable by others, as a checkout is: server/db/startup.test.ts starts the server as nobody.
  chmodSync(copy, 0o755);
  for (const file of sourceFiles(root)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

export const removeScratchCopy = (copy: string) => rmSync(copy, { recursive: true, force: true });

export interface Run {
  command: string;
  code: number;
  output: string;
  seconds: number;
}

/** Runs a command in `cwd`, its output kept (printed too with `echo`). */
export function run(
  cwd: string,
  command: string,
  args: string[],
  { echo = false, env = {} }: { echo?: boolean; env?: Record<string, string> } = {},
): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        command: [command, ...args].join(' '),
        code: code ?? 1,
        output,
        seconds: Math.round((Date.now() - started) / 100) / 10,
      }),
    );
  });
}

/**
 * `npm run new-area <area>` in the copy; answers the paths it wrote or changed, and fails
 * unless those hold its migration (drizzle-kit's SQL and journal).
 */
export async function generateIn(copy: string, area: string): Promise<string[]> {
  const result = await run(copy, 'node', ['--import', 'tsx', 'scripts/new-area.ts', area]);
  if (result.code !== 0) throw new Error(`new-area failed:\n${result.output}`);
  const written = result.output
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());
  const migration = new RegExp(`^server/db/migrations/\\d+_${area}\\.sql$`);
  if (
    !written.includes('server/db/migrations/meta/_journal.json') ||
    !written.some((file) => migration.test(file))
  )
    throw new Error(`new-area wrote no migration:\n  ${written.join('\n  ')}`);
  return written;
}

/**
 * The tests of a generated area: its server test, and the tests that read every area's lists
 * (areas, problems, OpenAPI, roles). The migration and the seed are proved by the server
 * test, whose database is migrated and seeded.
 */
export const areaTests = (area: string) => [
  `server/${area}/`,
  'server/areas.test.ts',
  'server/kit/openapi.test.ts',
  'shared/contracts/problems.test.ts',
  'shared/access/',
];

/**
 * The quick checks of a generated area: types of the whole tree, lint and format of what the
 * generator wrote, the content fixtures, and with vitest its tests (areaTests).
 */
export async function quickChecks(copy: string, area: string, written: string[]): Promise<Run[]> {
  const code = written.filter((file) => /\.(ts|tsx)$/.test(file));
  const formatted = written.filter((file) => /\.(ts|tsx|json|md)$/.test(file));
  // Source-reading checks side by side (types and lint each keep a core busy).
  const reading = await Promise.all([
    run(copy, 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
    run(copy, 'npx', ['eslint', '--max-warnings', '0', ...code]),
    run(copy, 'npx', ['prettier', '--check', ...formatted]),
    run(copy, 'npm', ['run', '--silent', 'content:check']),
  ]);
  const tests = await run(copy, 'npx', ['vitest', 'run', ...areaTests(area)]);
  return [...reading, tests];
}

/** The whole `npm test` (scripts/test-all.sh) in the copy, its output shown as it runs. */
export const fullTest = (copy: string) =>
  run(copy, 'bash', ['scripts/test-all.sh'], { echo: true });

// `npm run new-area:check [-- --full] [--keep] [--area name]`: generates an area into a
// scratch copy and runs the quick checks, or with --full the whole `npm test` there
// (E2E_PORT moves its end-to-end servers). --keep leaves the copy for a look.
// For scripts/test-all.sh: `--prepare <empty folder>` makes the copy there and generates the
// area (the caller removes it); `--tests <copy>` runs the area's tests there.
const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
const args = process.argv.slice(2);
const area = args.includes('--area') ? args[args.indexOf('--area') + 1]! : 'sample-area';
const root = path.resolve(import.meta.dirname, '..');
if (runAsScript && args[0] === '--prepare') {
  const copy = makeScratchCopy(root, undefined, path.resolve(args[1]!));
  const written = await generateIn(copy, area);
  console.log(`${copy}: new-area ${area} wrote or changed:\n  ${written.join('\n  ')}`);
} else if (runAsScript && args[0] === '--tests') {
  const result = await run(args[1]!, 'npx', ['vitest', 'run', ...areaTests(area)], { echo: true });
  process.exitCode = result.code;
} else if (runAsScript) {
  const copy = makeScratchCopy(root);
  console.log(`scratch copy: ${copy}`);
  let failed = false;
  try {
    const written = await generateIn(copy, area);
    console.log(`new-area ${area} wrote or changed:\n  ${written.join('\n  ')}`);
    const runs = args.includes('--full')
      ? [await fullTest(copy)]
      : await quickChecks(copy, area, written);
    for (const r of runs) {
      console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.seconds} s  ${r.command}`);
      if (r.code !== 0 && !args.includes('--full')) console.log(r.output);
    }
    failed = runs.some((r) => r.code !== 0);
  } finally {
    if (args.includes('--keep')) console.log(`kept: ${copy}`);
    else removeScratchCopy(copy);
  }
  process.exitCode = failed ? 1 : 0;
}
