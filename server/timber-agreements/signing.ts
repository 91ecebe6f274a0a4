import { and, eq, isNull } from 'drizzle-orm';
import { agreementTotal } from '../../shared/contracts/timber-agreements.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { members, proxies } from '../db/schema.ts';
import type { SigningService } from '../signing/index.ts';
import { sha256Hex, type SignOrderRow, type Tx } from '../signing/service.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { agreementVolumes, visibleAgreement, type AgreementRow } from './agreements.ts';
import { cancelStaffTasks } from '../staff-desk/tasks.ts';
import { postalSignatureKindName, postalSubjectId } from './postalSubject.ts';
import { timberAgreements, timberAgreementSigners } from './schema.ts';
import { unitSymbols } from '../../shared/format/units.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { problemOf } from '../kit/problem.ts';

export const agreementSignKind = 'timberAgreement';

/** What a co-owner signs: the agreement as submitted (its hash is checked at completion). */
async function signData(db: Db | Tx, row: AgreementRow, memberId: string) {
  return {
    agreementId: row.id,
    agreementNo: row.agreementNo,
    name: row.name,
    coOwner: memberId,
    agreedVolume: row.agreedVolume,
    validFrom: row.validFrom,
    validTo: row.validTo,
    volumes: await agreementVolumes(db, row.id),
  };
}

/** §6 rules on who may sign now for the effective co-owner; the signer row when allowed. */
async function checkSigner(db: Db | Tx, row: AgreementRow, caller: Caller, now: Date) {
  if (row.status !== 'SentForSign')
    throw problemOf(timberProblems, 'AgreementNotAwaitingSignature');
  if (!row.cooperativeSignedAt) throw problemOf(timberProblems, 'CooperativeNotSigned');
  if (row.signDeadline && row.signDeadline <= now)
    throw problemOf(timberProblems, 'SigningWindowExpired');
  if (row.validTo && row.validTo < todayInSweden(now))
    throw problemOf(timberProblems, 'AgreementPastEndDate');
  const [signer] = await db
    .select()
    .from(timberAgreementSigners)
    .where(
      and(
        eq(timberAgreementSigners.agreementId, row.id),
        eq(timberAgreementSigners.memberId, caller.effectiveMemberId),
      ),
    );
  if (!signer) throw problemOf(timberProblems, 'InvalidSignParty');
  if (signer.signedAt) throw problemOf(timberProblems, 'AlreadySigned');
  if (caller.proxyId) {
    const [proxy] = await db
      .select({ rights: proxies.rights })
      .from(proxies)
      .where(eq(proxies.id, caller.proxyId));
    // A liquidity recipient chosen: each co-owner signs in person (§6).
    if (!proxy?.rights.includes('signForestAgreements') || row.economicRepresentativeId !== null) {
      throw problemOf(timberProblems, 'ProxySigningNotAllowed');
    }
  } else if (signer.method === 'postal') {
    throw problemOf(timberProblems, 'PostalSigningRequired');
  }
  return signer;
}

export async function startAgreementSigning(
  db: Db,
  signing: SigningService,
  caller: Caller,
  id: string,
  ip: string,
) {
  const row = await visibleAgreement(db, id, caller.effectiveMemberId);
  await checkSigner(db, row, caller, new Date());
  const [owner] = await db
    .select({ name: members.name })
    .from(members)
    .where(eq(members.id, caller.effectiveMemberId));
  const volumes = await agreementVolumes(db, row.id);
  return signing.start(
    caller,
    {
      kind: agreementSignKind,
      subjectId: `${row.id}:${caller.effectiveMemberId}`,
      userVisibleData: `Jag skriver under leveransvirkesavtal LV-${row.agreementNo} "${row.name}", ${agreementTotal(volumes)} ${unitSymbols.m3fub}, ${row.validFrom} till ${row.validTo}, som delägare ${owner?.name ?? ''}.`,
      data: await signData(db, row, caller.effectiveMemberId),
    },
    ip,
  );
}

/**
 * The sign order's completion: in the order's transaction, lock the agreement, check again
 * (nothing changed, still in the window, not yet signed), mark this co-owner signed (by
 * whom, with which proxy), and make the agreement active when every co-owner has signed.
 */
export async function completeAgreementSigning(tx: Tx, order: SignOrderRow) {
  const [agreementId, coOwnerId] = order.subjectId.split(':') as [string, string];
  const [row] = await tx
    .select()
    .from(timberAgreements)
    .where(eq(timberAgreements.id, agreementId))
    .for('update');
  if (!row || row.status !== 'SentForSign' || coOwnerId !== order.actingForMemberId) {
    throw problemOf(timberProblems, 'AgreementNotAwaitingSignature');
  }
  if (row.signDeadline && row.signDeadline <= new Date())
    throw problemOf(timberProblems, 'SigningWindowExpired');
  if (sha256Hex(await signData(tx, row, coOwnerId)) !== order.dataSha256) {
    throw problemOf(timberProblems, 'NewerVersionConflict');
  }
  let proxyId: string | null = null;
  if (order.signerMemberId !== coOwnerId) {
    // Checked again at completion: the proxy may have lost the right (or a liquidity
    // recipient been chosen) since the signing started (§6).
    const [proxy] = await tx
      .select({ id: proxies.id, rights: proxies.rights })
      .from(proxies)
      .where(
        and(
          eq(proxies.giverMemberId, coOwnerId),
          eq(proxies.receiverMemberId, order.signerMemberId),
          eq(proxies.status, 'active'),
        ),
      );
    if (!proxy?.rights.includes('signForestAgreements') || row.economicRepresentativeId !== null) {
      throw problemOf(timberProblems, 'ProxySigningNotAllowed');
    }
    proxyId = proxy.id;
  }
  const allSigned = await markCoOwnerSigned(tx, row, coOwnerId, {
    signedAt: new Date(),
    signedByMemberId: order.signerMemberId,
    proxyId,
  });
  // An organisation signed with e-ID through a proxy: no paper to wait for at the desk.
  await cancelStaffTasks(
    tx,
    { name: postalSignatureKindName },
    [postalSubjectId(agreementId, coOwnerId)],
    'Delägaren skrev under med e-legitimation genom fullmakt.',
  );
  return { agreementId, allSigned };
}

/**
 * Marks one co-owner signed (e-ID, or a postal signature registered at the desk) on the
 * locked agreement; when every co-owner has signed, the agreement becomes Active. Throws
 * AlreadySigned when the co-owner had signed. Returns whether everyone has signed.
 */
export async function markCoOwnerSigned(
  tx: Tx,
  row: AgreementRow,
  coOwnerId: string,
  signature: Partial<typeof timberAgreementSigners.$inferInsert> & { signedAt: Date },
): Promise<boolean> {
  const signed = await tx
    .update(timberAgreementSigners)
    .set(signature)
    .where(
      and(
        eq(timberAgreementSigners.agreementId, row.id),
        eq(timberAgreementSigners.memberId, coOwnerId),
        isNull(timberAgreementSigners.signedAt),
      ),
    )
    .returning();
  if (signed.length === 0) throw problemOf(timberProblems, 'AlreadySigned');
  const waiting = await tx
    .select({ memberId: timberAgreementSigners.memberId })
    .from(timberAgreementSigners)
    .where(
      and(eq(timberAgreementSigners.agreementId, row.id), isNull(timberAgreementSigners.signedAt)),
    );
  const allSigned = waiting.length === 0;
  await tx
    .update(timberAgreements)
    .set({
      ...(allSigned ? { status: 'Active' } : {}),
      version: row.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(timberAgreements.id, row.id));
  return allSigned;
}
