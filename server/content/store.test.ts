import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openContentStore, type ContentStore } from './store.ts';

const fixturesDir = path.resolve('content-fixtures');

async function copyOfFixtures() {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-store-'));
  await cp(fixturesDir, dir, { recursive: true });
  return dir;
}

async function editPage(dir: string, id: number, change: (page: Record<string, unknown>) => void) {
  const file = path.join(dir, `pages/${id}.json`);
  const page = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  change(page);
  await writeFile(file, JSON.stringify(page));
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('content store', () => {
  let store: ContentStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('shows an editor’s change without a restart while it watches', async () => {
    const dir = await copyOfFixtures();
    store = await openContentStore(dir);
    const logger = { info: vi.fn(), error: vi.fn() };
    store.watch(logger, { debounceMs: 20 });
    expect(store.get().pagesById.get(410)?.title).toBe('Skötselråd');

    await editPage(dir, 410, (page) => (page.title = 'Skötselråd för hösten'));
    await until(() => store!.get().pagesById.get(410)?.title === 'Skötselråd för hösten');
    expect(logger.info).toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('keeps the last good fixtures and logs each error when an edit breaks them', async () => {
    const dir = await copyOfFixtures();
    store = await openContentStore(dir);
    const logger = { info: vi.fn(), error: vi.fn() };
    store.watch(logger, { debounceMs: 20 });
    const before = store.get();

    await editPage(dir, 410, (page) => (page.content = [{ type: 'teaser', heading: 7 }]));
    await until(() => logger.error.mock.calls.length > 0);
    const logged = String(logger.error.mock.calls[0]![0]);
    expect(logged).toContain('pages/410.json: content.0.heading');
    expect(store.get()).toBe(before);

    // Fixing the file brings the new content in.
    await editPage(dir, 410, (page) => (page.content = [{ type: 'text', html: '<p>Ny</p>' }]));
    await until(() => store!.get() !== before);
    expect(store.get().pagesById.get(410)?.content).toEqual([{ type: 'text', html: '<p>Ny</p>' }]);
  });

  it('reloads on demand, and never watches unless asked', async () => {
    const dir = await copyOfFixtures();
    store = await openContentStore(dir);
    await editPage(dir, 420, (page) => (page.title = 'Driftstatus'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.get().pagesById.get(420)?.title).toBe('Driftinformation');
    await expect(store.reload()).resolves.toBe(true);
    expect(store.get().pagesById.get(420)?.title).toBe('Driftstatus');
  });

  it('refuses to open a broken folder', async () => {
    const dir = await copyOfFixtures();
    await writeFile(path.join(dir, 'route-tree.json'), '{');
    await expect(openContentStore(dir)).rejects.toThrow(/route-tree.json/);
  });
});
