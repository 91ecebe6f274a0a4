import { getBridge } from '@portal/bridge';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DownloadedFile } from '../api/downloadFile.ts';
import { saveFile } from '../api/saveFile.ts';

export type DownloadState =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string };

/**
 * A download's states: idle -> busy (the fetch, which may poll 202s through `downloadPdf`)
 * -> done (the file handed to the browser's save) or error (the element's Swedish text for
 * what was thrown); pressing again from error or done retries, `reset` goes back to idle. A
 * press while busy does nothing; leaving the page aborts the fetch and no state follows it.
 * `download(...args)` hands its arguments to `fetchFile` after the signal (a form's query).
 *
 * The portal's toast confirms it (platform §9): `doneText` when the file is saved, the error
 * text as an error toast; the screen keeps its inline error, so the toast is never the only
 * place it shows. `inDialog`: no toasts, the outcome stays in the modal dialog (the page
 * behind it, where the toasts are, is inert).
 */
export function useDownload<A extends unknown[] = []>(
  fetchFile: (signal: AbortSignal, ...args: A) => Promise<DownloadedFile>,
  errorMessage: (error: unknown) => string,
  save: (blob: Blob, fileName: string) => void = saveFile,
  doneText?: string,
  inDialog = false,
) {
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  // The latest closures, so `download` keeps one identity.
  const latest = useRef({ fetchFile, errorMessage, save, doneText, inDialog });
  latest.current = { fetchFile, errorMessage, save, doneText, inDialog };

  const download = useCallback(async (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'busy' });
    const toasts = latest.current.inDialog ? null : getBridge().toasts;
    try {
      const { blob, fileName } = await latest.current.fetchFile(controller.signal, ...args);
      if (controller.signal.aborted) return;
      latest.current.save(blob, fileName);
      setState({ kind: 'done' });
      const { doneText: text } = latest.current;
      if (text) toasts?.show({ message: text });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = latest.current.errorMessage(error);
      setState({ kind: 'error', message });
      toasts?.show({ message, kind: 'error' });
    } finally {
      busy.current = false;
    }
  }, []);

  const reset = useCallback(() => {
    if (!busy.current) setState({ kind: 'idle' });
  }, []);

  return { state, download, reset, busy: state.kind === 'busy' };
}
