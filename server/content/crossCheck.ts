import type { ContentPage } from '../../shared/contracts/content.ts';
import type { RouteFixture } from '../../shared/contracts/fixtures.ts';
import { pageTypes } from '../../shared/contracts/memberProfile.ts';
import type { ContentFixtures, FixtureError } from './fixtures.ts';
import { blockImageUrls, visitPageBlocks } from './blocks.ts';
import { contentImagePrefix } from './files.ts';
import { nodeFlags } from './featureGate.ts';

export interface CrossCheckInput {
  fixtures: ContentFixtures;
  /** Each page by the file it came from ('pages/110.json'). */
  pageFiles: ReadonlyMap<string, ContentPage>;
  pageStatusIds: readonly string[];
}

const routeTreeFile = 'route-tree.json';

/** The page type a route-tree node's page file must have. */
const pageFileType: Partial<Record<number, ContentPage['pageType']>> = {
  [pageTypes.ContentPage]: 'content',
  [pageTypes.GroupPage]: 'group',
};

/**
 * What the schemas cannot see: the files agree with each other. Every content or group
 * node has its page file (same id, urlName and type), ids are unique, and every block names
 * a component, list, news feed or image that exists.
 */
export function crossCheck({
  fixtures,
  pageFiles,
  pageStatusIds,
}: CrossCheckInput): FixtureError[] {
  const errors: FixtureError[] = [];
  const error = (file: string, path: string, message: string) =>
    errors.push({ file, path, message });

  // Route tree: unique ids, a page file for each content/group node, external links.
  const nodes = new Map<number, { node: RouteFixture; path: string }>();
  const walk = (routes: readonly RouteFixture[], base: string) =>
    routes.forEach((node, index) => {
      const path = `${base}.${index}`;
      if (nodes.has(node.id)) error(routeTreeFile, `${path}.id`, `duplicate route id ${node.id}`);
      else nodes.set(node.id, { node, path });
      if (node.pageType === pageTypes.ExternalUrlPage && !node.externalUrl)
        error(routeTreeFile, `${path}.externalUrl`, 'an external-URL page needs externalUrl');
      if (!(node.pageType in pageFileType) && node.pageType !== pageTypes.ExternalUrlPage)
        error(routeTreeFile, `${path}.pageType`, `use 10 (external), 15 (content) or 20 (group)`);
      walk(node.routes ?? [], `${path}.routes`);
    });
  walk(fixtures.routes, 'routes');

  const pagesById = new Map<number, string>();
  for (const [file, page] of pageFiles) {
    const known = pagesById.get(page.id);
    if (known) error(file, 'id', `page id ${page.id} is also used by ${known}`);
    else pagesById.set(page.id, file);
    const match = /^pages\/(\d+)\.json$/.exec(file);
    if (!match) continue; // the start pages
    if (Number(match[1]) !== page.id) error(file, 'id', `must be ${match[1]}, as the file name`);
    const entry = nodes.get(page.id);
    if (!entry) {
      error(file, 'id', `no route ${page.id} in ${routeTreeFile}`);
      continue;
    }
    if (entry.node.urlName !== page.urlName)
      error(file, 'urlName', `must be '${entry.node.urlName}', as in ${routeTreeFile}`);
    const type = pageFileType[entry.node.pageType];
    if (type && type !== page.pageType)
      error(file, 'pageType', `must be '${type}' (route pageType ${entry.node.pageType})`);
  }
  for (const [id, { node, path }] of nodes) {
    if (node.pageType in pageFileType && !pageFiles.has(`pages/${id}.json`))
      error(routeTreeFile, path, `no page file pages/${id}.json for route ${id} '${node.urlName}'`);
  }

  // A node's feature flag is one the deployment lists (else the node could never show).
  const flagNames = new Set(fixtures.featureFlags.map((flag) => flag.name));
  for (const { node, path } of nodes.values()) {
    for (const flag of nodeFlags(node).filter((name) => !flagNames.has(name)))
      error(routeTreeFile, `${path}.featureFlag`, `no flag '${flag}' in feature-flags.json`);
  }

  // Tabs: a tabs group holds content pages shown in the menu, each a tab (layout 'tabs'),
  // and a tab lives in a tabs group.
  const pageOf = (id: number) => pageFiles.get(`pages/${id}.json`);
  const walkTabs = (routes: readonly RouteFixture[], parent: RouteFixture | null) =>
    routes.forEach((node) => {
      const page = pageOf(node.id);
      const file = `pages/${node.id}.json`;
      if (page?.layout === 'tabs') {
        if (node.pageType === pageTypes.GroupPage) {
          const tabs = (node.routes ?? []).filter(
            (child) => child.pageType === pageTypes.ContentPage && child.showInMenu,
          );
          if (tabs.length === 0)
            error(file, 'layout', 'a tabs group needs content pages shown in the menu (its tabs)');
          for (const child of node.routes ?? []) {
            if (child.pageType !== pageTypes.ContentPage || pageOf(child.id)?.layout !== 'tabs')
              error(
                `pages/${child.id}.json`,
                'layout',
                `in tabs group ${node.id}: must be a content page with layout 'tabs'`,
              );
          }
        } else if (
          !parent ||
          parent.pageType !== pageTypes.GroupPage ||
          pageOf(parent.id)?.layout !== 'tabs'
        ) {
          error(file, 'layout', "a tab must be a child of a group page with layout 'tabs'");
        }
      }
      walkTabs(node.routes ?? [], node);
    });
  walkTabs(fixtures.routes, null);

  // Blocks name things that exist.
  const componentIds = new Set<string>();
  fixtures.components.forEach((component, index) => {
    if (componentIds.has(component.id))
      error(
        'components.json',
        `components.${index}.id`,
        `duplicate component id '${component.id}'`,
      );
    componentIds.add(component.id);
  });
  const checkImage = (file: string, path: string, url: string) => {
    if (!url.startsWith(contentImagePrefix)) return;
    const name = url.slice(contentImagePrefix.length);
    if (!fixtures.images.has(name)) error(file, path, `no such image images/${name}`);
  };
  for (const [file, page] of pageFiles) {
    visitPageBlocks(page, (block, path) => {
      if (block.type === 'component' && !componentIds.has(block.componentId))
        error(
          file,
          `${path}.componentId`,
          `no component '${block.componentId}' in components.json`,
        );
      if (block.type === 'documentList' && !fixtures.documentLists.has(block.listId))
        error(file, `${path}.listId`, `no document list document-lists/${block.listId}.json`);
      if (block.type === 'news' && !fixtures.news.has(block.newsId))
        error(file, `${path}.newsId`, `no news news/${block.newsId}.json`);
      for (const { field, url } of blockImageUrls(block)) checkImage(file, `${path}.${field}`, url);
    });
    const messageIds = new Set<string>();
    page.messages.forEach((message, index) => {
      if (messageIds.has(message.id))
        error(file, `messages.${index}.id`, `duplicate message id '${message.id}'`);
      messageIds.add(message.id);
    });
  }

  for (const [newsId, items] of fixtures.news) {
    const ids = new Set<string>();
    items.forEach((item, index) => {
      const file = `news/${newsId}.json`;
      if (ids.has(item.id)) error(file, `${index}.id`, `duplicate news id '${item.id}'`);
      ids.add(item.id);
      if (Number.isNaN(Date.parse(item.publishedDate)))
        error(file, `${index}.publishedDate`, 'not a date (use ISO 8601)');
      if (item.imageUrl) checkImage(file, `${index}.imageUrl`, item.imageUrl);
    });
  }

  // A driveItemId is one file, whichever lists name it.
  const drivePaths = new Map<string, string>();
  const guids = new Set<string>();
  for (const [listId, list] of fixtures.documentLists) {
    list.documents.forEach((document, index) => {
      const file = `document-lists/${listId}.json`;
      const known = drivePaths.get(document.driveItemId);
      if (known !== undefined && known !== document.path)
        error(
          file,
          `documents.${index}.driveItemId`,
          `'${document.driveItemId}' names another file elsewhere`,
        );
      drivePaths.set(document.driveItemId, document.path);
      if (guids.has(`${listId}/${document.guid}`))
        error(file, `documents.${index}.guid`, `duplicate guid '${document.guid}'`);
      guids.add(`${listId}/${document.guid}`);
    });
  }

  for (const id of pageStatusIds) {
    if (!pagesById.has(Number(id)) && !nodes.has(Number(id)))
      error('page-status.json', id, `no page or route with id ${id}`);
  }
  return errors;
}
