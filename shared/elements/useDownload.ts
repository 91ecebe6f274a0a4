import { getBridge } from '@portal/bridge';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DownloadedFile } from '../api/downloadFile.ts';
import { saveFile } from '../api/saveFile.ts';

export type DownloadState =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string };

/**
 * A download button's states: idle -> busy (the fetch, which may poll 202s through
 * `downloadPdf`) -> done (the file handed to the browser's save) or error (the element's
 * Swedish text for what was thrown); pressing again from error or done retries. A press
 * while busy does nothing; leaving the page aborts the fetch and no state follows it.
 * The portal's toast confirms it (platform §9): `doneText` when the file is saved, the error
 * text as an error toast; the screen keeps its inline error, so the toast is never the only
 * place it shows.
 */
export function useDownload(
  fetchFile: (signal: AbortSignal) => Promise<DownloadedFile>,
  errorMessage: (error: unknown) => string,
  save: (blob: Blob, fileName: string) => void = saveFile,
  doneText?: string,
) {
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  // The latest closures, so `download` keeps one identity.
  const latest = useRef({ fetchFile, errorMessage, save, doneText });
  latest.current = { fetchFile, errorMessage, save, doneText };

  const download = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'busy' });
    try {
      const { blob, fileName } = await latest.current.fetchFile(controller.signal);
      if (controller.signal.aborted) return;
      latest.current.save(blob, fileName);
      setState({ kind: 'done' });
      const { doneText: text } = latest.current;
      if (text) getBridge().toasts.show({ message: text });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = latest.current.errorMessage(error);
      setState({ kind: 'error', message });
      getBridge().toasts.show({ message, kind: 'error' });
    } finally {
      busy.current = false;
    }
  }, []);

  return { state, download, busy: state.kind === 'busy' };
}
