import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  contactPreferenceKeys,
  noPreferences,
  type ContactDetails,
  type ContactPreferences,
  type PostalAddress,
} from '../../shared/contracts/contactDetails.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { addressChangeRequests } from './schema.ts';
import { cancelStaffTasks, openStaffTask } from '../staff-desk/tasks.ts';
import { addressChangeReview } from './addressReview.ts';
import type { Tx } from './version.ts';
import { profileProblems } from '../../shared/contracts/profile/problems.ts';
import { problemOf } from '../kit/problem.ts';

/** Stored preferences (jsonb) as the full object: unknown keys dropped, missing ones off. */
export function preferencesOf(stored: Record<string, boolean> | null): ContactPreferences {
  const result = { ...noPreferences };
  for (const key of contactPreferenceKeys) result[key] = stored?.[key] === true;
  return result;
}

/** The member's contact details with the latest address change waiting for review. */
export async function readContactDetails(db: Db, memberId: string): Promise<ContactDetails | null> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) return null;
  const [pending] = await db
    .select()
    .from(addressChangeRequests)
    .where(
      and(
        eq(addressChangeRequests.memberId, memberId),
        eq(addressChangeRequests.status, 'pendingReview'),
      ),
    )
    .orderBy(desc(addressChangeRequests.createdAt))
    .limit(1);

  const address: PostalAddress | null =
    member.address1 && member.country && member.postalCode && member.city
      ? {
          co: member.addressCo,
          address1: member.address1,
          address2: member.address2,
          country: member.country,
          postalCode: member.postalCode,
          city: member.city,
        }
      : null;
  return {
    email: member.email,
    mobileCountryCode: member.mobileCountryCode,
    mobilePhone: member.mobilePhone,
    address,
    pendingAddress: pending
      ? {
          co: pending.co,
          address1: pending.address1,
          address2: pending.address2,
          country: pending.country,
          postalCode: pending.postalCode,
          city: pending.city,
          requestedAt: pending.createdAt.toISOString(),
        }
      : null,
    contactPreferences: preferencesOf(member.contactPreferences),
    lastModifiedEmailPhone: member.lastModifiedEmailPhone?.toISOString() ?? null,
    version: member.profileVersion,
  };
}

/**
 * E-mail and mobile must not belong to another member's account (economy §8 DuplicateEmail,
 * DuplicateMobilePhoneNumber). E-mail compares case-insensitively: it is also the sign-in name.
 */
export async function assertNotUsedByOthers(
  tx: Tx,
  memberId: string,
  email: string,
  mobile: { countryCode: string; phone: string } | null,
): Promise<void> {
  const [emailOwner] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(ne(members.id, memberId), sql`lower(${members.email}) = lower(${email})`))
    .limit(1);
  if (emailOwner) throw problemOf(profileProblems, 'DuplicateEmail');
  if (!mobile) return;
  const [mobileOwner] = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        ne(members.id, memberId),
        eq(members.mobileCountryCode, mobile.countryCode),
        eq(members.mobilePhone, mobile.phone),
      ),
    )
    .limit(1);
  if (mobileOwner) throw problemOf(profileProblems, 'DuplicateMobilePhoneNumber');
}

/**
 * Files an address change for review and opens the staff desk's task for it (same
 * transaction). The address in force stays until staff approve it; an earlier change still
 * waiting is superseded (the member's latest word counts) and its open task cancelled.
 */
export async function fileAddressChange(
  tx: Tx,
  memberId: string,
  requestedBy: string,
  address: PostalAddress,
): Promise<string> {
  const superseded = await tx
    .update(addressChangeRequests)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(addressChangeRequests.memberId, memberId),
        eq(addressChangeRequests.status, 'pendingReview'),
      ),
    )
    .returning({ id: addressChangeRequests.id });
  await cancelStaffTasks(
    tx,
    addressChangeReview,
    superseded.map(({ id }) => id),
    'Ersatt av en nyare adressändring från medlemmen.',
  );
  const [request] = await tx
    .insert(addressChangeRequests)
    .values({ memberId, requestedBy, ...address })
    .returning({ id: addressChangeRequests.id });
  if (!request) throw new Error('The address change was not stored');
  await openStaffTask(tx, addressChangeReview, {
    subjectId: request.id,
    memberId,
    data: {
      co: address.co,
      address1: address.address1,
      address2: address.address2,
      country: address.country,
      postalCode: address.postalCode,
      city: address.city,
    },
  });
  return request.id;
}
