// `npm run content:check [dir]`: validates every content fixture with the schemas the server
// uses, then checks that the files agree with each other (server/content/crossCheck.ts).
// Prints each error as `<file>: <path inside it>: <message>` and exits 1 on any error.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FixtureValidationError, loadContentFixtures } from '../server/content/fixtures.ts';
import { areaManifests } from '../shared/contracts/elements.ts';
import { checkElements } from './elementCheck.ts';
import { elementEntries } from './elementEntries.ts';

export interface CheckOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Checks the folder and reports; the answer is the exit code (0 good, 1 errors). */
export async function runContentCheck(
  dir: string,
  out: CheckOutput = console,
  cwd = process.cwd(),
  root = path.resolve(import.meta.dirname, '..'),
): Promise<number> {
  const shown = path.relative(cwd, dir) || '.';
  try {
    const f = await loadContentFixtures(dir);
    const elementErrors = checkElements(f.components, areaManifests, elementEntries(root));
    if (elementErrors.length > 0) {
      for (const line of elementErrors) out.error(`${shown}/components.json: ${line}`);
      out.error(`${elementErrors.length} error(s) in ${shown}`);
      return 1;
    }
    const newsItems = [...f.news.values()].reduce((sum, items) => sum + items.length, 0);
    out.log(
      `${shown} OK: ${f.pagesById.size} pages, ${f.routes.length} top routes, ` +
        `${f.components.length} components, ${f.featureFlags.length} feature flags, ` +
        `${f.news.size} news feeds (${newsItems} items), ${f.documentLists.size} document lists ` +
        `(${f.files.size} files), ${f.images.size} images, ${f.pageStatus.size} page statuses`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof FixtureValidationError)) throw error;
    for (const e of error.errors)
      out.error(`${path.posix.join(shown, e.file)}: ${e.path || '(root)'}: ${e.message}`);
    out.error(`${error.errors.length} error(s) in ${shown}`);
    return 1;
  }
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  process.exitCode = await runContentCheck(path.resolve(process.argv[2] ?? 'content-fixtures'));
}
