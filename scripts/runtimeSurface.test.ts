// The shared runtime exposes a chosen part of zod/mini's `z` (vite.config.ts, zodMiniMembers):
// browser code that used another member would build and then fail in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { zodMiniMembers } from '../vite.config.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Type-only members (erased by the build). */
const typeMembers = new Set(['infer', 'input', 'output']);

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.d\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('the runtime zod/mini surface', () => {
  it('lists every member of z the browser code uses', () => {
    const used = new Map<string, string>();
    for (const file of ['host', 'shared', 'components', 'tests/elements'].flatMap(sources)) {
      const code = readFileSync(file, 'utf8');
      if (!code.includes("from 'zod/mini'")) continue;
      for (const [, member] of code.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)) {
        if (member && !typeMembers.has(member) && !/^[A-Z][a-z]/.test(member))
          used.set(member, path.relative(root, file));
      }
    }
    const missing = [...used].filter(
      ([member]) => !(zodMiniMembers as readonly string[]).includes(member),
    );
    expect(missing, 'add these to zodMiniMembers in vite.config.ts').toEqual([]);
  });

  it('names only members zod/mini has', () => {
    const real = z as unknown as Record<string, unknown>;
    expect(zodMiniMembers.filter((member) => real[member] === undefined)).toEqual([]);
  });
});
