import {
  Forbidden,
  type Access,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
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
 * What the hooks after it cannot see: an unpublish is a save without `draft` that sets
 * `_status: 'draft'`, which to them looks like an editor's draft save. The operation's own
 * arguments tell them apart: unpublishing a published document is a publisher's.
 */
const unpublishOnlyByPublishers: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const { draft, data, id, collection } = args as {
    draft?: boolean;
    data?: { _status?: string };
    id?: string | number;
    collection: { config: { slug: string } };
  };
  if (!req.user || draft || data?._status !== 'draft' || publishers({ req })) return args;
  // Many documents at once: a publisher's, whatever each one's status.
  if (operation === 'update') throw new Forbidden(req.t);
  if (operation !== 'updateByID' || id === undefined) return args;
  const current = (await req.payload.findByID({
    collection: collection.config.slug as 'pages',
    id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
  })) as { _status?: string };
  if (current._status === 'published') throw new Forbidden(req.t);
  return args;
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
      ? {
          ...hooks,
          beforeOperation: [unpublishOnlyByPublishers, ...(hooks.beforeOperation ?? [])],
          beforeChange: [publishOnlyByPublishers, ...(hooks.beforeChange ?? [])],
        }
      : hooks,
  };
}

export function globalWithStaffAccess(global: GlobalConfig): GlobalConfig {
  return { ...global, access: { read: editors, update: publishers } };
}
