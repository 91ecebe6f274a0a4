import { isPdfDownloadError } from '../../shared/api/downloadPdf.ts';
import { useDownload } from '../../shared/elements/useDownload.ts';
import type { ProfileApi } from './api.ts';
import { problemMessage, t } from './t.ts';

/**
 * "Ladda ned medlemsintyg": the certificate PDF through the polling download helper of
 * platform §7 (the server answers 202 while it makes the PDF).
 */
export function CertificateButton({ api }: { api: ProfileApi }) {
  const { state, download } = useDownload(
    (signal) => api.downloadCertificate(signal),
    (error) =>
      isPdfDownloadError(error) ? t(`certificate.error.${error.code}`) : problemMessage(error),
    undefined,
    t('certificate.done'),
  );

  return (
    <div className="space-before-large">
      <button
        type="button"
        className="button"
        aria-disabled={state.kind === 'busy' || undefined}
        onClick={() => void download()}
      >
        {t('certificate.download')}
      </button>
      <div role="status" className="stack-after">
        {state.kind === 'busy' && t('certificate.preparing')}
      </div>
      {state.kind === 'error' && (
        <p className="alert alert-error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
