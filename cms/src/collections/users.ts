import type { CollectionConfig } from 'payload';
import { contentRoles } from '../../../shared/contracts/contentSystemSignIn.ts';
import { signInEndpoints } from '../auth/endpoints.ts';
import type { SignInSettings } from '../auth/oidc.ts';
import { staffSessionStrategy } from '../auth/strategy.ts';

export const staffRoles = contentRoles;

const usersSlug = 'users';

const hasRole = (user: unknown, role: (typeof staffRoles)[number]) =>
  ((user as { roles?: string[] } | null)?.roles ?? []).includes(role);

/**
 * The editors: the portal's staff, signed in with their staff account at the portal's
 * identity provider (no password here). One document per staff person, found by `sub`
 * (`staff:<id>`) and given the roles of their latest sign-in; nobody edits them here.
 */
export function users(signIn: SignInSettings | undefined, secret: string): CollectionConfig {
  return {
    slug: usersSlug,
    labels: { singular: 'Redaktör', plural: 'Redaktörer' },
    auth: {
      disableLocalStrategy: true,
      strategies: [
        staffSessionStrategy(
          secret,
          usersSlug,
          signIn ? new URL(signIn.publicUrl).origin : undefined,
        ),
      ],
      // The session cookie is ours (auth/cookies.ts); the admin needs no copy of it.
      removeTokenFromResponses: true,
    },
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'roles'] },
    // Only editors reach the admin at all. Documents come only from the sign-in.
    access: {
      admin: ({ req }) => hasRole(req.user, 'editor'),
      read: ({ req }) => hasRole(req.user, 'editor'),
      create: () => false,
      update: () => false,
      delete: () => false,
    },
    endpoints: signInEndpoints(signIn, secret, usersSlug),
    fields: [
      {
        name: 'sub',
        type: 'text',
        label: 'Personalkonto',
        required: true,
        unique: true,
        index: true,
        admin: { readOnly: true, description: 'Personens konto i portalens inloggning.' },
      },
      { name: 'name', type: 'text', label: 'Namn', admin: { readOnly: true } },
      { name: 'email', type: 'text', label: 'E-postadress', admin: { readOnly: true } },
      {
        name: 'roles',
        type: 'select',
        hasMany: true,
        label: 'Roller',
        admin: {
          readOnly: true,
          description: 'Från senaste inloggningen; ändras i portalens personalregister.',
        },
        options: [
          { value: 'editor', label: 'Redaktör' },
          { value: 'publisher', label: 'Publicerare' },
        ],
      },
    ],
  };
}
