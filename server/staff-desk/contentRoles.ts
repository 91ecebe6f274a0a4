import { asc, arrayContains, eq, or } from 'drizzle-orm';
import {
  contentRoles,
  isContentRole,
  type ContentRole,
} from '../../shared/contracts/contentSystemSignIn.ts';
import type { Db } from '../db/client.ts';
import { staffUsers } from '../db/schema.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import { contentRoleAudit } from './schema.ts';

/**
 * Who may do what in the editors' content system (cms/): `staff_users.content_roles`, given
 * and taken at the desk's "Roller i innehållssystemet" (/personal/innehallsroller). Only a
 * publisher changes roles (they answer for what members see); a publisher is always an
 * editor too (the content system asks both to publish); one publisher at least must remain,
 * or nobody could publish or give the role again. Each change is audited. A change holds from
 * the person's next sign-in to the content system (its roles come with the sign-in).
 */

export const contentRoleNames: Record<ContentRole, string> = {
  editor: 'Redaktör',
  publisher: 'Publicerare',
};

export const contentRoleMessages = {
  notPublisher: 'Bara en publicerare kan ändra roller i innehållssystemet.',
  lastPublisher: 'Minst en person måste kunna publicera. Ge rollen till någon annan först.',
  unknownStaff: 'Personen finns inte bland personalen.',
} as const;

export interface StaffWithRoles {
  id: string;
  name: string;
  email: string;
  roles: ContentRole[];
}

const known = (roles: readonly string[]) => contentRoles.filter((role) => roles.includes(role));

/** Every staff person with their content roles, by name. */
export async function staffWithContentRoles(db: Db): Promise<StaffWithRoles[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      roles: staffUsers.contentRoles,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  return rows.map((row) => ({ ...row, roles: known(row.roles) }));
}

/** The roles as stored: known ones only, a publisher an editor too, in the list's order. */
export function normalizedRoles(given: readonly string[]): ContentRole[] {
  const roles = new Set(given.filter(isContentRole));
  if (roles.has('publisher')) roles.add('editor');
  return contentRoles.filter((role) => roles.has(role));
}

export type RoleChange =
  { ok: true; roles: ContentRole[] } | { ok: false; reason: keyof typeof contentRoleMessages };

/**
 * Gives `staffUserId` exactly `roles`, as `changedBy`. In one transaction that locks the
 * person and every publisher, so two publishers taking the role from each other at once
 * cannot leave none.
 */
export async function changeContentRoles(
  db: Db,
  input: { staffUserId: string; roles: readonly string[]; changedBy: string },
): Promise<RoleChange> {
  const roles = normalizedRoles(input.roles);
  if (!isUuid(input.staffUserId)) return { ok: false, reason: 'unknownStaff' };
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: staffUsers.id, roles: staffUsers.contentRoles })
      .from(staffUsers)
      .where(
        or(
          eq(staffUsers.id, input.staffUserId),
          eq(staffUsers.id, input.changedBy),
          arrayContains(staffUsers.contentRoles, ['publisher']),
        ),
      )
      .for('update');
    const person = locked.find((row) => row.id === input.staffUserId);
    if (!person) return { ok: false, reason: 'unknownStaff' } as const;
    const changer = locked.find((row) => row.id === input.changedBy);
    if (!changer?.roles.includes('publisher'))
      return { ok: false, reason: 'notPublisher' } as const;
    const publishersLeft = locked.filter((row) =>
      row.id === person.id ? roles.includes('publisher') : row.roles.includes('publisher'),
    );
    if (publishersLeft.length === 0) return { ok: false, reason: 'lastPublisher' } as const;
    const before = known(person.roles);
    if (before.join() === roles.join()) return { ok: true, roles } as const;
    await tx.update(staffUsers).set({ contentRoles: roles }).where(eq(staffUsers.id, person.id));
    await tx.insert(contentRoleAudit).values({
      staffUserId: person.id,
      changedBy: input.changedBy,
      rolesBefore: before,
      rolesAfter: roles,
    });
    return { ok: true, roles } as const;
  });
}
