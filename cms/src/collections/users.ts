import type { CollectionConfig } from 'payload';

export const staffRoles = ['editor', 'publisher'] as const;

/** The editors: staff with the editor role; a publisher may also publish. */
export const users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Redaktör', plural: 'Redaktörer' },
  auth: true,
  admin: { useAsTitle: 'email' },
  // Only editors reach the admin at all.
  access: {
    admin: ({ req }) => ((req.user as { roles?: string[] } | null)?.roles ?? []).includes('editor'),
  },
  fields: [
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      label: 'Roller',
      options: [
        { value: 'editor', label: 'Redaktör' },
        { value: 'publisher', label: 'Publicerare' },
      ],
    },
  ],
};
