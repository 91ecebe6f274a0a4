import type { PayloadRequest } from 'payload';
import { relationId } from '../fixtures/blocks.ts';

/**
 * The rules of content:check (server/content/crossCheck.ts) that concern more than one field
 * of a page, as Payload field validators: the editor reads the refusal at the field, in
 * Swedish, at "Spara utkast" and at the publish.
 */

/**
 * The `context` key of saves from a set already checked whole (the seed from content-fixtures/,
 * which content:check passed): its pages arrive one at a time, a tabs group before its tabs.
 */
export const checkedAsAWhole = 'checkedAsAWhole';

interface PageData {
  kind?: string;
  layout?: string | null;
  parent?: unknown;
  _status?: string;
}
interface ValidateArgs {
  data: PageData;
  id?: unknown;
  req: PayloadRequest;
}

/** A message id is used once on its page (the member's dismissal remembers it by id). */
export function uniqueMessageIds(value: unknown): true | string {
  const seen = new Set<string>();
  for (const message of (value as { messageId?: string }[] | null | undefined) ?? []) {
    if (!message.messageId) continue;
    if (seen.has(message.messageId))
      return `Id:t "${message.messageId}" används av två meddelanden på sidan.`;
    seen.add(message.messageId);
  }
  return true;
}

/** The newest version of a page (a draft's, for a parent still being composed). */
async function newest(req: PayloadRequest, id: string | number): Promise<PageData | null> {
  return (await req.payload.findByID({
    collection: 'pages',
    id,
    draft: true,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as PageData | null;
}

/**
 * Tabs: a content page in a group with layout "Flikar" is one of its tabs and has that layout
 * too; a tab lives in such a group; a tabs group, when published, has at least one published
 * content page shown in the menu under it (a group with no tabs would show nothing). A new
 * tabs group is saved as a draft first, its tabs added, then it is published.
 */
export async function tabsLayout(value: unknown, { data, id, req }: ValidateArgs) {
  const parentId = data.parent == null ? null : relationId(data.parent);
  const parent = parentId === null ? null : await newest(req, parentId);
  const inTabsGroup = parent?.kind === 'group' && parent.layout === 'tabs';
  if (data.kind === 'group' && inTabsGroup)
    return 'Under en gruppsida med flikar kan bara innehållssidor ligga (flikarna).';
  if (data.kind === 'content' && inTabsGroup && value !== 'tabs')
    return 'Sidan ligger under en gruppsida med flikar: välj layouten Flikar.';
  if (data.kind === 'content' && value === 'tabs' && !inTabsGroup)
    return 'En flik måste ligga under en gruppsida med layouten Flikar.';
  const publishing = data._status === 'published' && !req.context[checkedAsAWhole];
  if (data.kind === 'group' && value === 'tabs' && publishing) {
    const { totalDocs } =
      id === undefined
        ? { totalDocs: 0 }
        : await req.payload.count({
            collection: 'pages',
            where: {
              parent: { equals: id },
              kind: { equals: 'content' },
              showInMenu: { equals: true },
              _status: { equals: 'published' },
            },
            overrideAccess: true,
            req,
          });
    if (totalDocs === 0)
      return 'En gruppsida med flikar behöver minst en publicerad innehållssida i menyn under sig (dess flikar).';
  }
  return true;
}
