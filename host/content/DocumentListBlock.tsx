import { useCallback, useEffect, useState } from 'react';
import { downloadErrorMessage } from '../../shared/api/downloadFile.ts';
import { saveFile } from '../../shared/api/saveFile.ts';
import type { DocumentList } from '../../shared/contracts/content.ts';
import { t } from '../../shared/i18n/t.ts';
import type { GsEventDetails } from '../../shared/ui/events.ts';
import type { DocumentListBlock as DocumentListBlockData } from './blockTypes.ts';
import type { BlockHeadingLevel } from './ContentBlocks.tsx';
import { useContentStore } from './ContentStoreProvider.tsx';
import './uiElements.ts';

type ListLoad = { state: 'loading' } | { state: 'loaded'; list: DocumentList } | { state: 'error' };

/**
 * Document list (platform §2): GET /api/v1/sharepointdocuments/lists/{listId}; a download
 * fetches the file and hands it to the browser under the name the server gave. A failed
 * download says why in Swedish beside the list.
 */
export function DocumentListBlock({
  block,
  headingLevel,
}: {
  block: DocumentListBlockData;
  headingLevel: BlockHeadingLevel;
}) {
  const { api } = useContentStore();
  const [load, setLoad] = useState<ListLoad>({ state: 'loading' });
  const [downloadError, setDownloadError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    api.getDocumentList(block.listId).then(
      (list) => live && setLoad({ state: 'loaded', list }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, block.listId]);

  const download = useCallback(
    (event: CustomEvent<GsEventDetails['gs-document-download']>) => {
      setDownloadError(null);
      api.downloadFile(event.detail.driveItemId).then(
        ({ blob, fileName }) => saveFile(blob, fileName),
        (error: unknown) => setDownloadError(downloadErrorMessage(error)),
      );
    },
    [api],
  );

  return (
    <div className="content-block document-list-block">
      <gs-document-list
        heading={block.heading ?? (load.state === 'loaded' ? load.list.title : undefined)}
        headingLevel={headingLevel}
        documents={load.state === 'loaded' ? load.list.documents : []}
        loading={load.state === 'loading'}
        error={load.state === 'error' ? t('ui.documents.error') : null}
        ongs-document-download={download}
      />
      {downloadError && (
        <gs-message
          className="document-download-error"
          messageType="Error"
          text={downloadError}
          dismissible
          ongs-message-dismiss={() => setDownloadError(null)}
        />
      )}
    </div>
  );
}
