import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { memberRef, timestamptz, uuidId } from '../db/columns.ts';
import { bytea } from '../db/schema.ts';

/** The member's own documents (settlements, agreements, certificates), in the database. */
export const memberDocuments = pgTable(
  'member_documents',
  {
    id: uuidId(),
    memberId: memberRef(),
    listId: text('list_id').notNull(),
    driveItemId: text('drive_item_id').notNull().unique(),
    filename: text('filename').notNull(),
    title: text('title').notNull(),
    fileType: text('file_type').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    modified: timestamptz('modified').notNull(),
  },
  (t) => [index('member_documents_member_idx').on(t.memberId, t.listId)],
);
