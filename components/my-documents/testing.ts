import type { DocumentItem } from '../../shared/contracts/content.ts';
import { myDocumentsElement } from '../../shared/contracts/my-documents/element.ts';
import { documentRoutes } from '../../shared/contracts/my-documents/routes.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi, problem, reply } from '../../shared/testing/fakeApi.ts';

/**
 * The my documents element's test support: Anna's documents, and a stand-in for the content
 * API's document list and files made from the document route table (the real server is
 * tested in server/content): the member's list `mina-dokument`, a file of it as an attachment
 * named as the server names it, any other id 404; the element per test.
 */
const kinds = ['Avräkning', 'Avtal', 'Intyg'] as const;

/** Anna's documents as the server lists them: 12, newest first (two pages of 10). */
export const annasDocuments = (): DocumentItem[] =>
  Array.from({ length: 12 }, (_, i) => {
    const month = String(12 - i).padStart(2, '0');
    const kind = kinds[i % 3] ?? 'Avtal';
    return {
      guid: `guid-${i}`,
      driveItemId: `MDANNA${i}`,
      filename: `${kind} 2026-${month}-05 Norrskogen.pdf`,
      title: `${kind} Norrskogen 2026-${month}`,
      fileType: 'pdf',
      fileSizeFormatted: '1,4 kB',
      modified: `2026-${month}-05T12:00:00.000Z`,
    };
  });

export const listTitle = 'Dina avräkningar, avtal och intyg';

export interface FakeOptions {
  /** The member's documents (Anna's by default). */
  documents?: DocumentItem[];
}

/** The header naming a file as the server does: an ASCII name and the UTF-8 one. */
const disposition = (filename: string) => {
  const ascii = filename.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};

export type FakeDocumentsApi = ReturnType<typeof installFakeDocumentsApi>;

export function installFakeDocumentsApi(options: FakeOptions = {}) {
  const documents = options.documents ?? annasDocuments();
  return installFakeApi(documentRoutes, {
    getDocumentList: ({ params }) =>
      params.listId === 'mina-dokument' ? { title: listTitle, documents } : problem('notFound'),
    getDocumentFile: ({ call }) => {
      const document = documents.find((d) => d.driveItemId === call.params.driveItemId);
      if (!document) return problem('notFound');
      return reply(`%PDF-1.4 ${document.driveItemId}`, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': disposition(document.filename),
        },
      });
    },
  });
}

/** The my documents element for each test: Anna on the fake above, unless set up otherwise. */
export const myDocumentsPerTest = () =>
  demoElementPerTest(
    { name: myDocumentsElement.element, define: () => import('./index.tsx') },
    installFakeDocumentsApi,
  );
