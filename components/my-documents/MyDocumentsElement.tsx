import { useCallback, useEffect, useId, useState } from 'react';
import { downloadErrorMessage, downloadFile } from '../../shared/api/downloadFile.ts';
import { createAreaClient } from '../../shared/api/areaClient.ts';
import { documentRoutes } from '../../shared/contracts/my-documents/routes.ts';
import { saveFile } from '../../shared/api/saveFile.ts';
import type { DocumentList } from '../../shared/contracts/content.ts';
import { memberDocumentsListId } from '../../shared/contracts/memberDocuments.ts';
import { useDefinedElements } from '../../shared/elements/useDefinedElements.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import type { GsEventDetails } from '../../shared/ui/events.ts';
import type {} from '../../shared/ui/document-list/index.ts';
import type {} from '../../shared/ui/message/index.ts';
import { canRetry, listErrorMessage } from './listErrors.ts';
import { useMyDocumentsPortal } from './portal.ts';
import { platformProblems } from '../../shared/contracts/problem.ts';
import { t } from './t.ts';

export interface MyDocumentsElementProps {
  configurationId?: string;
  storageKey?: string;
}

/** Rendered here, defined by the portal (shared/ui); see useDefinedElements. */
const sharedTags = ['gs-document-list', 'gs-message'] as const;
const loadSharedElements = () => import('./uiElements.ts');

/**
 * My documents (portal-my-documents): the effective member's settlements, agreements and
 * certificates from the list `mina-dokument`, in gs-document-list (10 per page, 3 skeleton
 * rows, date sort). A download saves the file under the server's name; a failure says why
 * in Swedish. A profile switch loads the new member's list.
 */
export function MyDocumentsElement(_props: MyDocumentsElementProps) {
  const { profile, api, profileKey, canWrite: allowed } = useMyDocumentsPortal();
  const memberId = profile.data?.memberId ?? null;
  // The client follows the runtime settings' base URL; a new one (or member) loads again.
  const load = useLoad<DocumentList>(allowed ? profileKey : null, (signal) =>
    createAreaClient(api, documentRoutes).getDocumentList({
      params: { listId: memberDocumentsListId },
      signal,
    }),
  );
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const headingId = useId();
  const elementsReady = useDefinedElements(sharedTags, loadSharedElements);
  useEffect(() => setDownloadError(null), [memberId]);

  const download = useCallback(
    (event: CustomEvent<GsEventDetails['gs-document-download']>) => {
      setDownloadError(null);
      downloadFile(api, event.detail.driveItemId).then(
        ({ blob, fileName }) => saveFile(blob, fileName),
        (error: unknown) => setDownloadError(downloadErrorMessage(error)),
      );
    },
    [api],
  );

  if (profile.data && !allowed) {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('heading')}</h2>
        <p className="alert alert-error">{platformProblems.forbidden.message}</p>
      </section>
    );
  }

  // Marked as loading (the host holds what follows unseen until the list has its height).
  if (!elementsReady) return <div data-loading="" />;
  return (
    <div>
      <gs-document-list
        heading={load.state === 'loaded' ? load.data.title : t('heading')}
        headingLevel={2}
        documents={load.state === 'loaded' ? load.data.documents : []}
        loading={load.state === 'loading'}
        error={load.state === 'error' ? listErrorMessage(load.error) : null}
        ongs-document-download={download}
      />
      {load.state === 'error' && canRetry(load.error) && (
        <button type="button" className="button space-before" onClick={load.reload}>
          {t('retry')}
        </button>
      )}
      {downloadError && (
        <gs-message
          messageType="Error"
          text={downloadError}
          dismissible
          ongs-message-dismiss={() => setDownloadError(null)}
        />
      )}
    </div>
  );
}
