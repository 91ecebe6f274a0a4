import type { DocumentList } from '../../shared/contracts/content.ts';
import type { Caller } from '../api/auth.ts';
import type { ContentFixtures, LoadedDocument } from './fixtures.ts';

/**
 * Document lists and their files. Today every list is content-managed and the same for
 * all callers who hold its roles; member-specific lists (issue 4) plug in here by listId
 * and caller (`caller.effectiveMemberId`) without changing the routes.
 */
export type ListResult =
  { kind: 'found'; list: DocumentList } | { kind: 'forbidden' } | { kind: 'notFound' };

const holdsAll = (caller: Caller, roles: readonly string[]) =>
  roles.every((role) => caller.effectiveRoles.includes(role));

export function documentListFor(
  fixtures: ContentFixtures,
  caller: Caller,
  listId: string,
): ListResult {
  const list = fixtures.documentLists.get(listId);
  if (!list) return { kind: 'notFound' };
  if (!holdsAll(caller, list.requiredRoles)) return { kind: 'forbidden' };
  return {
    kind: 'found',
    list: {
      title: list.title,
      documents: list.documents.map((d) => ({
        guid: d.guid,
        driveItemId: d.driveItemId,
        filename: d.filename,
        title: d.title,
        fileType: d.fileType,
        fileSizeFormatted: d.fileSizeFormatted,
        modified: d.modified,
      })),
    },
  };
}

/**
 * The file behind a driveItemId, if a list the caller may see names it. Anything else is
 * null (404), so a caller cannot learn which files exist.
 */
export function documentFileFor(
  fixtures: ContentFixtures,
  caller: Caller,
  driveItemId: string,
): LoadedDocument | null {
  const file = fixtures.files.get(driveItemId);
  if (!file) return null;
  const visible = file.listIds.some((listId) => {
    const list = fixtures.documentLists.get(listId);
    return list !== undefined && holdsAll(caller, list.requiredRoles);
  });
  return visible ? file : null;
}
