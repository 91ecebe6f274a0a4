import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { countryName, type PostalAddress } from '../../shared/contracts/contactDetails.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { addressChangeRequests } from './schema.ts';
import {
  carriesOut,
  defineTaskKind,
  lockedTaskSubject,
  refuses,
  type Tx,
} from '../staff-desk/kinds.ts';

/**
 * The staff desk's review of a member's address change (server/staff-desk/README.md).
 * Subject: the address_change_requests row. Opened by fileAddressChange in the member's
 * transaction; a newer change from the member cancels the open task of the older one.
 */

const requestedAddressSchema = z.object({
  co: z.nullable(z.string()),
  address1: z.string(),
  address2: z.nullable(z.string()),
  country: z.string(),
  postalCode: z.string(),
  city: z.string(),
});

/** Swedish postal codes are written '352 30'. */
function postalLine(address: PostalAddress): string {
  const code =
    address.country === 'SE' && /^\d{5}$/.test(address.postalCode)
      ? `${address.postalCode.slice(0, 3)} ${address.postalCode.slice(3)}`
      : address.postalCode;
  return `${code} ${address.city}`;
}

/** An address as the lines of an envelope (as the member's profile shows it). */
export function envelopeLines(address: PostalAddress): string[] {
  return [
    address.co ? `c/o ${address.co.replace(/^c\/o\s*/i, '')}` : null,
    address.address1,
    address.address2,
    postalLine(address),
    countryName(address.country),
  ].filter((line): line is string => Boolean(line));
}

/** The request, locked, while it still waits for review; otherwise the action is refused. */
const pendingRequest = (tx: Tx, requestId: string) =>
  lockedTaskSubject(
    tx,
    addressChangeRequests,
    requestId,
    (request) => request.status === 'pendingReview',
    'Adressändringen väntar inte längre på granskning.',
  );

export const addressChangeReview = defineTaskKind({
  name: 'addressChangeReview',
  label: 'Adressändring',
  data: requestedAddressSchema,
  async details(task, db: Db) {
    const [member] = await db
      .select({
        co: members.addressCo,
        address1: members.address1,
        address2: members.address2,
        country: members.country,
        postalCode: members.postalCode,
        city: members.city,
      })
      .from(members)
      .where(eq(members.id, task.memberId));
    const [request] = await db
      .select({ requestedByName: members.name })
      .from(addressChangeRequests)
      .leftJoin(members, eq(members.id, addressChangeRequests.requestedBy))
      .where(eq(addressChangeRequests.id, task.subjectId));
    const current =
      member?.address1 && member.country && member.postalCode && member.city
        ? envelopeLines(member as PostalAddress)
        : ['Ingen adress registrerad'];
    return [
      { label: 'Ny adress', value: envelopeLines(task.data) },
      { label: 'Nuvarande adress', value: current },
      ...(request?.requestedByName ? [{ label: 'Begärd av', value: request.requestedByName }] : []),
    ];
  },
  actions: {
    approve: carriesOut('Godkänn', async (tx, task) => {
      const request = await pendingRequest(tx, task.subjectId);
      await tx
        .update(members)
        .set({
          addressCo: request.co,
          address1: request.address1,
          address2: request.address2,
          country: request.country,
          postalCode: request.postalCode,
          city: request.city,
          // The profile changed: an edit based on the old version must reload (412).
          profileVersion: sql`${members.profileVersion} + 1`,
        })
        .where(eq(members.id, request.memberId));
      await tx
        .update(addressChangeRequests)
        .set({ status: 'approved' })
        .where(eq(addressChangeRequests.id, request.id));
    }),
    reject: refuses('Avslå', async (tx, task) => {
      const request = await pendingRequest(tx, task.subjectId);
      await tx
        .update(addressChangeRequests)
        .set({ status: 'rejected' })
        .where(
          and(
            eq(addressChangeRequests.id, request.id),
            eq(addressChangeRequests.status, 'pendingReview'),
          ),
        );
    }),
  },
});
