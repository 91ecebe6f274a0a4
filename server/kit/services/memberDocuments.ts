import type { DocumentList } from '../../../shared/contracts/content.ts';
import type { Caller } from '../../api/auth.ts';
import type { Db } from '../../db/client.ts';

/** A stored file as the download answers it. */
export interface MemberDocumentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * How the content API's document lists (server/content/routes.ts) reach member lists: `list`
 * answers for a member list id and null for any other (a content-managed list), `file` the
 * caller's own file or null (then the content files are asked).
 */
export interface MemberDocumentSource {
  list(caller: Caller, listId: string): Promise<DocumentList | null>;
  file(caller: Caller, driveItemId: string): Promise<MemberDocumentFile | null>;
}

/** My documents, for the content API. */
export interface MemberDocumentsService {
  source(db: Db): MemberDocumentSource;
}
