import { and, eq } from 'drizzle-orm';
import type { PostalAddress } from '../../shared/contracts/contactDetails.ts';
import type { Db } from '../db/client.ts';
import { staffUsers } from '../db/schema.ts';
import { staffTasks } from '../staff-desk/schema.ts';
import { handleStaffTask } from '../staff-desk/tasks.ts';
import { addressChangeReview } from './addressReview.ts';
import { fileAddressChange } from './contactDetails.ts';

/**
 * What other areas' server tests may use of the profile (testFaceOf('profile')): an address
 * change the member filed and a staff user decided at the desk, as the desk does it.
 */
export async function decidedAddressChange(
  db: Db,
  memberId: string,
  address: PostalAddress,
  action: 'approve' | 'reject',
) {
  const requestId = await db.transaction((tx) =>
    fileAddressChange(tx, memberId, memberId, address),
  );
  const [task] = await db
    .select({ id: staffTasks.id })
    .from(staffTasks)
    .where(and(eq(staffTasks.kind, addressChangeReview.name), eq(staffTasks.subjectId, requestId)));
  const [staff] = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .limit(1);
  const outcome = await handleStaffTask(db, [addressChangeReview], {
    taskId: task!.id,
    action,
    staff: staff!,
    note: action === 'reject' ? 'Adressen finns inte hos Postnord.' : '',
  });
  if (!outcome.ok) throw new Error(`the desk refused: ${JSON.stringify(outcome)}`);
}
