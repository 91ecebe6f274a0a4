import { useEffect, useRef, useState } from 'react';
import { isPdfDownloadError } from '../../shared/api/downloadPdf.ts';
import { saveFile } from '../../shared/api/saveFile.ts';
import type { ProfileApi } from './api.ts';
import { problemMessage, t } from './t.ts';

type State =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string };

/**
 * "Ladda ned medlemsintyg": the certificate PDF through the polling download helper of
 * platform §7 (the server answers 202 while it makes the PDF).
 */
export function CertificateButton({ api }: { api: ProfileApi }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function download() {
    if (state.kind === 'busy') return;
    abort.current = new AbortController();
    setState({ kind: 'busy' });
    try {
      const { blob, fileName } = await api.downloadCertificate(abort.current.signal);
      saveFile(blob, fileName);
      setState({ kind: 'done' });
    } catch (error) {
      if (abort.current.signal.aborted) return;
      setState({
        kind: 'error',
        message: isPdfDownloadError(error)
          ? t(`certificate.error.${error.code}`)
          : problemMessage(error),
      });
    }
  }

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
        {state.kind === 'done' && t('certificate.done')}
      </div>
      {state.kind === 'error' && (
        <p className="alert alert-error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
