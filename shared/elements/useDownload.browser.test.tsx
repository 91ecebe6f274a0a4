import { getBridge } from '@portal/bridge';
import { downloadPdf, PdfDownloadError } from '../api/downloadPdf.ts';
import { deepEqual, equal } from '../testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../testing/dom.ts';
import { describe, it } from '../testing/mocha.ts';
import { deferred, mountPerTest } from '../testing/react.ts';
import { useDownload } from './useDownload.ts';

type Fetch = (signal: AbortSignal) => ReturnType<typeof downloadPdf>;

function Button({
  fetchFile,
  saved,
  doneText,
}: {
  fetchFile: Fetch;
  saved: string[];
  doneText?: string;
}) {
  const { state, download } = useDownload(
    fetchFile,
    (error) => (error instanceof PdfDownloadError ? `fel: ${error.code}` : 'okänt fel'),
    (_blob, fileName) => saved.push(fileName),
    doneText,
  );
  return (
    <div>
      <button type="button" onClick={() => void download()}>
        Ladda ner
      </button>
      <div role="status">
        {state.kind === 'busy' && 'Förbereder'}
        {state.kind === 'done' && 'Klar'}
      </div>
      {state.kind === 'error' && <p role="alert">{state.message}</p>}
    </div>
  );
}

const pdf = () =>
  new Response('%PDF-1.4', {
    headers: { 'content-type': 'application/pdf', 'x-filename': 'intyg.pdf' },
  });
const pending = () => new Response(null, { status: 202, headers: { 'x-polling-interval': '0' } });

/** A fetch through downloadPdf answering the given responses in turn; counts its calls. */
function serverOf(...answers: (() => Response)[]) {
  const calls = { count: 0 };
  const fetchFile: Fetch = (signal) =>
    downloadPdf(
      { fetchRaw: () => Promise.resolve(answers[Math.min(calls.count++, answers.length - 1)]!()) },
      '',
      { signal },
    );
  return { calls, fetchFile };
}

describe('useDownload', () => {
  const mount = mountPerTest();

  it('polls through 202s, saves the file under its name and says so', async () => {
    const saved: string[] = [];
    const server = serverOf(pending, pending, pdf);
    const page = mount(<Button fetchFile={server.fetchFile} saved={saved} />);
    getByRole(page, 'button', 'Ladda ner').click();
    await waitFor(() => getByRole(page, 'status', 'Klar'));
    deepEqual(saved, ['intyg.pdf']);
    equal(server.calls.count, 3);
  });

  it('shows busy once, ignores a second press meanwhile, and fails with the element text', async () => {
    const saved: string[] = [];
    const answer = deferred<Response>();
    let calls = 0;
    const fetchFile: Fetch = (signal) => {
      calls += 1;
      return downloadPdf({ fetchRaw: () => answer.promise }, '', { signal });
    };
    const page = mount(<Button fetchFile={fetchFile} saved={saved} />);
    const button = getByRole(page, 'button', 'Ladda ner');
    button.click();
    await waitFor(() => getByRole(page, 'status', 'Förbereder'));
    button.click();
    answer.resolve(new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    await waitFor(() => getByRole(page, 'alert', 'fel: mimeTypeMismatch'));
    equal(calls, 1);
    deepEqual(saved, []);
  });

  it('retries after a failure: the error goes and the file comes', async () => {
    const saved: string[] = [];
    const server = serverOf(
      () => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }),
      pdf,
    );
    const page = mount(<Button fetchFile={server.fetchFile} saved={saved} />);
    getByRole(page, 'button', 'Ladda ner').click();
    await waitFor(() => getByRole(page, 'alert', 'fel: noFilenameFound'));
    getByRole(page, 'button', 'Ladda ner').click();
    await waitFor(() => getByRole(page, 'status', 'Klar'));
    equal(queryByRole(page, 'alert'), null);
    deepEqual(saved, ['intyg.pdf']);
  });

  it("confirms with the portal's toast, and a failure as an error toast beside the inline one", async () => {
    const { toasts } = getBridge();
    // The tests above failed downloads too: start from none showing.
    for (const toast of toasts.items.get()) toasts.dismiss(toast.id);
    const shown = () => toasts.items.get().map((toast) => [toast.kind, toast.message]);
    const saved: string[] = [];
    const server = serverOf(
      () => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }),
      pdf,
    );
    const page = mount(
      <Button fetchFile={server.fetchFile} saved={saved} doneText="Intyget är nedladdat." />,
    );
    getByRole(page, 'button', 'Ladda ner').click();
    await waitFor(() => getByRole(page, 'alert', 'fel: noFilenameFound'));
    deepEqual(shown(), [['error', 'fel: noFilenameFound']]);
    getByRole(page, 'button', 'Ladda ner').click();
    await waitFor(() => deepEqual(saved, ['intyg.pdf']));
    deepEqual(shown().at(-1), ['success', 'Intyget är nedladdat.']);
    for (const toast of toasts.items.get()) toasts.dismiss(toast.id);
  });
});
