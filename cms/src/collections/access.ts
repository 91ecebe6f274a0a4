import {
  Forbidden,
  type Access,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload';
import type { staffRoles } from './users.ts';

type StaffRole = (typeof staffRoles)[number];

const has = (req: PayloadRequest, role: StaffRole) =>
  ((req.user as { roles?: string[] } | null)?.roles ?? []).includes(role);

/** Editors compose: they see everything and save drafts. */
export const editors: Access = ({ req }) => has(req, 'editor');

/** Publishers put content before members: only they publish, unpublish or delete it. */
export const publishers: Access = ({ req }) => has(req, 'editor') && has(req, 'publisher');

/** A save of a collection with drafts: a draft is an editor's, a publish a publisher's. */
const saveOfDraftable: Access = ({ req, data }) =>
  (data as { _status?: string } | undefined)?._status === 'published'
    ? publishers({ req })
    : editors({ req });

/**
 * What access cannot see: a save without `draft` changes the published document even when
 * it does not name `_status`. So the status the document ends with decides, for a person
 * (the system's own saves, such as scheduled publishing, have no user).
 */
const publishOnlyByPublishers: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const status =
    (data as { _status?: string })._status ??
    (originalDoc as { _status?: string } | undefined)?._status;
  if (req.user && status === 'published' && !publishers({ req })) throw new Forbidden(req.t);
  return data;
};

/**
 * The roles on a content collection. With drafts an editor saves drafts and a publisher
 * publishes; without (components, flags, files) every save is live, so it is a publisher's.
 */
export function withStaffAccess(collection: CollectionConfig): CollectionConfig {
  const save = collection.versions ? saveOfDraftable : publishers;
  const hooks = collection.hooks ?? {};
  return {
    ...collection,
    access: {
      read: editors,
      create: save,
      update: save,
      delete: publishers,
      readVersions: editors,
    },
    hooks: collection.versions
      ? { ...hooks, beforeChange: [publishOnlyByPublishers, ...(hooks.beforeChange ?? [])] }
      : hooks,
  };
}

export function globalWithStaffAccess(global: GlobalConfig): GlobalConfig {
  return { ...global, access: { read: editors, update: publishers } };
}
