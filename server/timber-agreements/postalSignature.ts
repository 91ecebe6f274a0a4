import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { formatDate } from '../../shared/format/index.ts';
import { isIsoDate, todayInSweden } from '../../shared/time/index.ts';
import { defineTaskKind, TaskActionRefused, type Tx } from '../staff-desk/kinds.ts';
import { postalSignatureKindName as postalKindName } from './postalSubject.ts';
import { timberAgreements, timberAgreementSigners } from './schema.ts';
import { markCoOwnerSigned } from './signing.ts';

export { postalSignatureKindName, postalSubjectId } from './postalSubject.ts';

export const postalMessages = {
  howTo:
    'Skriv i anteckningen vem som skrev under och datum då underskriften kom in, till exempel ”Cecilia Lund, 2026-11-20”.',
  noteFormat:
    'Skriv vem som skrev under och datum då underskriften kom in (ÅÅÅÅ-MM-DD), till exempel ”Cecilia Lund, 2026-11-20”.',
  future: 'Datumet då underskriften kom in kan inte vara senare än i dag.',
  beforeSent: 'Datumet då underskriften kom in kan inte vara före föreningens underskrift.',
  late: 'Underskriften kom in efter sista dagen för underskrifter. Avtalet kan inte längre skrivas under.',
  notWaiting: 'Avtalet väntar inte längre på underskrifter.',
  alreadySigned: 'Delägarens underskrift är redan registrerad.',
} as const;

/** The limits of the signatory's name in the note. */
const signatoryMax = 120;

/**
 * Reads the desk's note: the signatory's name and the day the paper came in, "Name, YYYY-MM-DD"
 * (the date anywhere in it). The date is a real day, not after today nor before `earliest`.
 */
export function parsePostalNote(
  note: string,
  today: string,
  earliest: string,
): { signatory: string; receivedOn: string } | { error: string } {
  const dates = note.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? [];
  if (dates.length !== 1 || !isIsoDate(dates[0])) return { error: postalMessages.noteFormat };
  const receivedOn = dates[0];
  const signatory = note
    .replace(receivedOn, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:–-]+|[\s,.;:–-]+$/g, '');
  if (!/\p{L}.*\p{L}/u.test(signatory) || signatory.length > signatoryMax) {
    return { error: postalMessages.noteFormat };
  }
  if (receivedOn > today) return { error: postalMessages.future };
  if (receivedOn < earliest) return { error: postalMessages.beforeSent };
  return { signatory, receivedOn };
}

/**
 * Registers a returned postal signature (§6: a legal person without a proxy signs by post):
 * locks the agreement, checks it still waits for this co-owner within the window, then marks
 * the co-owner signed as an e-ID signature would (every co-owner signed: Active).
 */
export async function registerPostalSignature(
  tx: Tx,
  subjectId: string,
  staffId: string,
  note: string,
  now = new Date(),
) {
  const [agreementId, coOwnerId] = subjectId.split(':') as [string, string];
  const [row] = await tx
    .select()
    .from(timberAgreements)
    .where(eq(timberAgreements.id, agreementId))
    .for('update');
  if (!row || row.status !== 'SentForSign' || !row.cooperativeSignedAt) {
    throw new TaskActionRefused(postalMessages.notWaiting);
  }
  const [signer] = await tx
    .select()
    .from(timberAgreementSigners)
    .where(
      and(
        eq(timberAgreementSigners.agreementId, agreementId),
        eq(timberAgreementSigners.memberId, coOwnerId),
      ),
    );
  if (!signer || signer.method !== 'postal') throw new TaskActionRefused(postalMessages.notWaiting);
  if (signer.signedAt) throw new TaskActionRefused(postalMessages.alreadySigned);
  const parsed = parsePostalNote(note, todayInSweden(now), todayInSweden(row.cooperativeSignedAt));
  if ('error' in parsed) throw new TaskActionRefused(parsed.error);
  if (row.signDeadline && parsed.receivedOn > todayInSweden(row.signDeadline)) {
    throw new TaskActionRefused(postalMessages.late);
  }
  await markCoOwnerSigned(tx, row, coOwnerId, {
    signedAt: now,
    signedByMemberId: null,
    postalSignatory: parsed.signatory,
    postalReceivedOn: parsed.receivedOn,
    postalRegisteredBy: staffId,
  });
}

/** Opened by the cooperative's signature for each co-owner that signs by post. */
export const postalSignatureTask = defineTaskKind({
  name: postalKindName,
  label: 'Registrera underskrift per post, leveransvirkesavtal',
  data: z.object({
    agreementNo: z.string(),
    name: z.string(),
    coOwnerName: z.string(),
    deadline: z.string(),
  }),
  details: (task) => [
    { label: 'Avtal', value: `${task.data.agreementNo} ${task.data.name}` },
    { label: 'Delägare som skriver under per post', value: task.data.coOwnerName },
    { label: 'Sista dag för underskrift', value: formatDate(task.data.deadline) },
    { label: 'Så registrerar du', value: postalMessages.howTo },
  ],
  actions: {
    register: {
      label: 'Registrera inkommen underskrift',
      note: 'required',
      outcome: 'done',
      async handle(tx, task, staff, note) {
        await registerPostalSignature(tx, task.subjectId, staff.id, note ?? '');
      },
    },
  },
});
