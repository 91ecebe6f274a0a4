import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runContentCheck } from './content-check.ts';

const fixturesDir = path.resolve('content-fixtures');

async function check(dir: string) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await runContentCheck(
    dir,
    { log: (l) => lines.push(l), error: (l) => errors.push(l) },
    path.dirname(dir),
  );
  return { code, lines, errors };
}

async function copy() {
  const parent = await mkdtemp(path.join(tmpdir(), 'content-check-'));
  const dir = path.join(parent, 'content-fixtures');
  await cp(fixturesDir, dir, { recursive: true });
  return dir;
}

type Blocks = Record<string, unknown>[];
interface PageJson {
  id: number;
  urlName: string;
  content: Blocks;
  asideContent: Blocks;
}

async function editJson<T>(dir: string, file: string, change: (json: T) => void) {
  const at = path.join(dir, file);
  const json = JSON.parse(await readFile(at, 'utf8')) as T;
  change(json);
  await writeFile(at, JSON.stringify(json, null, 2));
}

describe('npm run content:check', () => {
  it('passes the shipped fixtures and says what it checked', async () => {
    const result = await check(await copy());
    expect(result.code).toBe(0);
    expect(result.errors).toEqual([]);
    expect(result.lines[0]).toMatch(/^content-fixtures OK: \d+ pages/);
  });

  it('prints each broken field with its file and path and fails', async () => {
    const dir = await copy();
    await editJson<PageJson>(dir, 'pages/410.json', (page) => {
      page.content[0]!.html = 42;
      page.content[1]!.url = '/content-images/saknas.svg';
    });
    await editJson<Blocks>(dir, 'news/skogsnyheter.json', (news) => {
      delete news[3]!.title;
    });
    await writeFile(path.join(dir, 'page-status.json'), '{ "110": { "offlineStatus": {} } ');
    const { code, errors } = await check(dir);
    expect(code).toBe(1);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content-fixtures\/pages\/410\.json: content\.0\.html: /),
        expect.stringMatching(/^content-fixtures\/news\/skogsnyheter\.json: 3\.title: /),
        expect.stringMatching(/^content-fixtures\/page-status\.json: \(root\): /),
      ]),
    );
    expect(errors.at(-1)).toMatch(/^\d+ error\(s\) in content-fixtures$/);
  });

  it('cross-checks the files against each other', async () => {
    const dir = await copy();
    // A route without its page file, and a page that names things that do not exist.
    await editJson<{ routes: { routes: unknown[] }[] }>(dir, 'route-tree.json', (tree) => {
      tree.routes[3]!.routes.push({
        id: 480,
        urlName: 'ny-sida',
        name: 'Ny sida',
        pageType: 15,
        showInMenu: true,
      });
    });
    await editJson<PageJson>(dir, 'pages/440.json', (page) => {
      page.content.push({ type: 'component', componentId: 'finns-inte' });
      page.content.push({ type: 'documentList', listId: 'finns-inte' });
      page.content.push({ type: 'news', newsId: 'finns-inte' });
      page.asideContent.push({ type: 'image', url: '/content-images/saknas.png', alt: '' });
    });
    // A page whose id another page uses, and one whose path differs from its route.
    await editJson<PageJson>(dir, 'pages/450.json', (page) => {
      page.id = 410;
    });
    await editJson<PageJson>(dir, 'pages/420.json', (page) => {
      page.urlName = 'drift';
    });
    await rm(path.join(dir, 'files/ordlista.txt'));
    const { code, errors } = await check(dir);
    expect(code).toBe(1);
    const expected = [
      /^content-fixtures\/route-tree\.json: routes\.3\.routes\.7: no page file pages\/480\.json/,
      /^content-fixtures\/pages\/440\.json: content\.2\.componentId: no component 'finns-inte'/,
      /^content-fixtures\/pages\/440\.json: content\.3\.listId: no document list/,
      /^content-fixtures\/pages\/440\.json: content\.4\.newsId: no news/,
      /^content-fixtures\/pages\/440\.json: asideContent\.1\.url: no such image images\/saknas\.png/,
      /^content-fixtures\/pages\/4[15]0\.json: id: page id 410 is also used by/,
      /^content-fixtures\/pages\/450\.json: id: must be 450/,
      /^content-fixtures\/pages\/420\.json: urlName: must be 'driftinformation'/,
    ];
    // A missing file stops the load before the cross-checks; check it on its own copy.
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content-fixtures\/document-lists\/medlemsdokument\.json: documents\.\d+\.file: no such file files\/ordlista\.txt/,
        ),
      ]),
    );
    const crossDir = await copy();
    await cp(path.join(dir, 'route-tree.json'), path.join(crossDir, 'route-tree.json'));
    for (const id of [440, 450, 420])
      await cp(path.join(dir, `pages/${id}.json`), path.join(crossDir, `pages/${id}.json`));
    const cross = await check(crossDir);
    for (const pattern of expected)
      expect(cross.errors, String(pattern)).toEqual(
        expect.arrayContaining([expect.stringMatching(pattern)]),
      );
  });
});
