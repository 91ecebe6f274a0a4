import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod/mini';
import {
  contentPageSchema,
  type ContentPage,
  type DocumentItem,
  type NewsItem,
  type PageStatus,
} from '../../shared/contracts/content.ts';
import {
  componentsFixtureSchema,
  contactFixtureSchema,
  documentListFixtureSchema,
  featureFlagsFixtureSchema,
  newsFixtureSchema,
  pageStatusFixtureSchema,
  routeTreeFixtureSchema,
  type ComponentFixture,
  type DocumentListFixture,
  type ContactFixture,
  type RouteFixture,
} from '../../shared/contracts/fixtures.ts';
import type { FeatureFlag } from '../../shared/contracts/featureFlags.ts';
import { routePageSchema } from '../../shared/contracts/content/pageLayout.ts';
import { crossCheck } from './crossCheck.ts';
import {
  memberRoutesWithFlags,
  routesWithFlagsOn,
  type MemberRouteFixture,
} from './featureGate.ts';
import { documentTypes, extensionOf, formatFileSize, imageTypes, plainFileName } from './files.ts';

/** A document as the API lists it, with where its bytes are. */
export interface LoadedDocument extends DocumentItem {
  /** Absolute path in content-fixtures/files/. */
  path: string;
  contentType: string;
  size: number;
}

export interface LoadedDocumentList {
  title: string;
  requiredRoles: string[];
  documents: LoadedDocument[];
}

/** Everything the content system delivers, read from content-fixtures/ and validated. */
export interface ContentFixtures {
  /** The route tree served: without the nodes whose feature flag is off. */
  routes: RouteFixture[];
  /**
   * The route tree of the members' profiles: those nodes as stand-ins, so the host sends
   * their paths home (featureGate.ts memberRoutesWithFlags); `routes` where not made.
   */
  memberRoutes?: MemberRouteFixture[];
  components: ComponentFixture[];
  featureFlags: FeatureFlag[];
  pages: Record<'publicstartpage' | 'startpage', ContentPage>;
  /** Every page by id: the two start pages and each pages/<id>.json. */
  pagesById: ReadonlyMap<number, ContentPage>;
  pageStatus: ReadonlyMap<number, PageStatus>;
  /** News by newsId, as the editors wrote them (the API sorts and caps). */
  news: ReadonlyMap<string, NewsItem[]>;
  documentLists: ReadonlyMap<string, LoadedDocumentList>;
  /** Every downloadable file by driveItemId, with the lists that name it. */
  files: ReadonlyMap<string, LoadedDocument & { listIds: string[] }>;
  /** Content images by file name → absolute path (content-fixtures/images/). */
  images: ReadonlyMap<string, string>;
  /** How members reach the cooperative: the one source of the contact details. */
  contact: ContactFixture;
}

export interface FixtureError {
  /** Relative to the content folder, with '/' ('pages/110.json'). */
  file: string;
  /** Dotted path inside the file ('content.2.items.0.heading'); '' for the whole file. */
  path: string;
  message: string;
}

export class FixtureValidationError extends Error {
  constructor(readonly errors: FixtureError[]) {
    super(errors.map((e) => `${e.file}: ${e.path || '(root)'}: ${e.message}`).join('\n'));
  }
}

/** The fixed fixture files and the schema each must satisfy. */
export const fixtureFiles = {
  routes: ['route-tree.json', routeTreeFixtureSchema],
  components: ['components.json', componentsFixtureSchema],
  featureFlags: ['feature-flags.json', featureFlagsFixtureSchema],
  pageStatus: ['page-status.json', pageStatusFixtureSchema],
  contact: ['contact.json', contactFixtureSchema],
  publicstartpage: ['pages/publicstartpage.json', contentPageSchema],
  startpage: ['pages/startpage.json', contentPageSchema],
} as const;

/** Folders with one file per item: the file's base name is the item's id. */
export const fixtureFolders = {
  pages: 'pages',
  news: 'news',
  documentLists: 'document-lists',
  files: 'files',
  images: 'images',
} as const;

const itemId = /^[a-z0-9][a-z0-9-]*$/;

async function readValidated<S extends z.ZodMiniType>(
  dir: string,
  file: string,
  schema: S,
  errors: FixtureError[],
): Promise<z.infer<S> | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  } catch (error) {
    errors.push({ file, path: '', message: (error as Error).message });
    return undefined;
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    errors.push({ file, path: issue.path.join('.'), message: issue.message });
  }
  return undefined;
}

/** File names in a folder of the content dir; a missing folder is empty. */
async function listFolder(dir: string, folder: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dir, folder), { withFileTypes: true }))
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Reads each `<id>.json` of a folder; ids must be plain names (or digits for pages). */
async function readFolder<S extends z.ZodMiniType>(
  dir: string,
  folder: string,
  schema: S,
  errors: FixtureError[],
  options: { idPattern: RegExp; skip?: readonly string[] },
): Promise<Map<string, z.infer<S>>> {
  const items = new Map<string, z.infer<S>>();
  const names = (await listFolder(dir, folder)).filter((name) => !options.skip?.includes(name));
  await Promise.all(
    names.map(async (name) => {
      const file = `${folder}/${name}`;
      const id = name.replace(/\.json$/, '');
      if (!name.endsWith('.json') || !options.idPattern.test(id)) {
        errors.push({
          file,
          path: '',
          message: `file name must be <id>.json (id ${options.idPattern})`,
        });
        return;
      }
      const value = await readValidated(dir, file, schema, errors);
      if (value !== undefined) items.set(id, value);
    }),
  );
  return items;
}

/** Reads and validates every fixture; throws FixtureValidationError listing all problems. */
export async function loadContentFixtures(dir: string): Promise<ContentFixtures> {
  const errors: FixtureError[] = [];
  const [routes, components, featureFlags, pageStatus, publicstartpage, startpage, contact] =
    await Promise.all([
      readValidated(dir, ...fixtureFiles.routes, errors),
      readValidated(dir, ...fixtureFiles.components, errors),
      readValidated(dir, ...fixtureFiles.featureFlags, errors),
      readValidated(dir, ...fixtureFiles.pageStatus, errors),
      readValidated(dir, ...fixtureFiles.publicstartpage, errors),
      readValidated(dir, ...fixtureFiles.startpage, errors),
      readValidated(dir, ...fixtureFiles.contact, errors),
    ]);
  const [pageFiles, newsFiles, listFiles, imageNames] = await Promise.all([
    readFolder(dir, fixtureFolders.pages, routePageSchema, errors, {
      idPattern: /^\d+$/,
      skip: ['publicstartpage.json', 'startpage.json'],
    }),
    readFolder(dir, fixtureFolders.news, newsFixtureSchema, errors, { idPattern: itemId }),
    readFolder(dir, fixtureFolders.documentLists, documentListFixtureSchema, errors, {
      idPattern: itemId,
    }),
    listFolder(dir, fixtureFolders.images),
  ]);

  const images = new Map<string, string>();
  for (const name of imageNames) {
    if (plainFileName.test(name) && imageTypes[extensionOf(name)])
      images.set(name, path.join(dir, fixtureFolders.images, name));
    else
      errors.push({
        file: `${fixtureFolders.images}/${name}`,
        path: '',
        message: `not a content image (a plain name ending in ${Object.keys(imageTypes).join(', ')})`,
      });
  }
  const documentLists = await loadDocumentLists(dir, listFiles, errors);

  if (
    !routes ||
    !components ||
    !featureFlags ||
    !pageStatus ||
    !publicstartpage ||
    !startpage ||
    !contact ||
    errors.length > 0
  ) {
    throw new FixtureValidationError(errors);
  }

  const fixtures: ContentFixtures = {
    routes: routes.routes,
    components: components.components,
    featureFlags: featureFlags.featureFlags,
    pages: { publicstartpage, startpage },
    contact,
    pagesById: new Map([
      [publicstartpage.id, publicstartpage],
      [startpage.id, startpage],
      ...[...pageFiles.values()].map((page) => [page.id, page] as const),
    ]),
    pageStatus: new Map(Object.entries(pageStatus).map(([id, status]) => [Number(id), status])),
    news: newsFiles,
    documentLists,
    files: filesOf(documentLists),
    images,
  };
  errors.push(
    ...crossCheck({
      fixtures,
      pageFiles: new Map([
        ...[...pageFiles].map(
          ([id, page]) => [`${fixtureFolders.pages}/${id}.json`, page] as const,
        ),
        [fixtureFiles.publicstartpage[0], publicstartpage],
        [fixtureFiles.startpage[0], startpage],
      ]),
      pageStatusIds: Object.keys(pageStatus),
    }),
  );
  if (errors.length > 0) throw new FixtureValidationError(errors);
  // Checked whole; served without the nodes whose feature flag is off, and to members'
  // profiles with those nodes as stand-ins (memberRoutesWithFlags).
  return {
    ...fixtures,
    routes: routesWithFlagsOn(fixtures.routes, fixtures.featureFlags),
    memberRoutes: memberRoutesWithFlags(fixtures.routes, fixtures.featureFlags),
  };
}

/** Each list with its files measured in content-fixtures/files/ (a missing file is an error). */
async function loadDocumentLists(
  dir: string,
  lists: Map<string, DocumentListFixture>,
  errors: FixtureError[],
): Promise<Map<string, LoadedDocumentList>> {
  const loaded = new Map<string, LoadedDocumentList>();
  for (const [listId, list] of [...lists].sort(([a], [b]) => a.localeCompare(b))) {
    const file = `${fixtureFolders.documentLists}/${listId}.json`;
    const documents: LoadedDocument[] = [];
    for (const [index, document] of list.documents.entries()) {
      const extension = extensionOf(document.file);
      const contentType = documentTypes[extension];
      if (!contentType) {
        errors.push({
          file,
          path: `documents.${index}.file`,
          message: `unsupported file type '${extension}' (${Object.keys(documentTypes).join(', ')})`,
        });
        continue;
      }
      const filePath = path.join(dir, fixtureFolders.files, document.file);
      let size: number;
      try {
        const info = await stat(filePath);
        if (!info.isFile()) throw new Error('not a file');
        size = info.size;
      } catch {
        errors.push({
          file,
          path: `documents.${index}.file`,
          message: `no such file ${fixtureFolders.files}/${document.file}`,
        });
        continue;
      }
      documents.push({
        guid: document.guid,
        driveItemId: document.driveItemId,
        filename: document.filename,
        title: document.title,
        fileType: extension,
        fileSizeFormatted: formatFileSize(size),
        modified: document.modified,
        path: filePath,
        contentType,
        size,
      });
    }
    loaded.set(listId, { title: list.title, requiredRoles: list.requiredRoles ?? [], documents });
  }
  return loaded;
}

function filesOf(lists: ReadonlyMap<string, LoadedDocumentList>) {
  const files = new Map<string, LoadedDocument & { listIds: string[] }>();
  for (const [listId, list] of lists) {
    for (const document of list.documents) {
      const known = files.get(document.driveItemId);
      if (known) known.listIds.push(listId);
      else files.set(document.driveItemId, { ...document, listIds: [listId] });
    }
  }
  return files;
}
