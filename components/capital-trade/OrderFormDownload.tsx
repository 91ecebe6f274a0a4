import { useEffect, useRef, useState } from 'react';
import { downloadErrorMessage } from '../../shared/api/downloadFile.ts';
import { downloadPdf } from '../../shared/api/downloadPdf.ts';
import { saveFile } from '../../shared/api/saveFile.ts';
import { useTrade } from './context.tsx';
import { t } from './t.ts';

type State =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string };

/** "Ladda ner orderblankett (PDF)": GET /api/v1/capital-trade/order-form, saved under its name. */
export function OrderFormDownload({ label = t('paper.download') }: { label?: string }) {
  const { calls } = useTrade();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function download() {
    if (state.kind === 'busy') return;
    abort.current = new AbortController();
    const signal = abort.current.signal;
    setState({ kind: 'busy' });
    try {
      const { blob, fileName } = await downloadPdf(
        { fetchRaw: () => calls.raw('getOrderForm', { signal }) },
        '',
        { signal },
      );
      saveFile(blob, fileName);
      setState({ kind: 'done' });
    } catch (error) {
      if (signal.aborted) return;
      setState({ kind: 'error', message: downloadErrorMessage(error) });
    }
  }

  return (
    <div>
      <button
        type="button"
        className="button"
        aria-disabled={state.kind === 'busy' || undefined}
        onClick={() => void download()}
      >
        {label}
      </button>
      <div role="status">
        {state.kind === 'busy' && t('paper.downloading')}
        {state.kind === 'done' && t('paper.done')}
      </div>
      {state.kind === 'error' && (
        <p className="alert alert-error alert-spaced" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
