import { sendKeys } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { createHarnessBridge } from '../../shared/testing/testBridge.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import {
  getByRole,
  queryAllByRole,
  queryByRole,
  visibleText,
} from '../../shared/ui/testing/dom.ts';
import type { DocumentItem, DocumentList } from '../../shared/contracts/content.ts';
import { demoHarnessOptions, demoIds } from '../../tests/harness/profiles.ts';
import { elementName } from './index.tsx';

/** Anna's documents as the server lists them: 12, newest first (two pages of 10). */
const kinds = ['Avräkning', 'Avtal', 'Intyg'] as const;
const annasDocuments: DocumentItem[] = Array.from({ length: 12 }, (_, i) => {
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
const annasList: DocumentList = {
  title: 'Dina avräkningar, avtal och intyg',
  documents: annasDocuments,
};

interface Call {
  path: string;
  headers: Headers;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

describe('portal-my-documents', () => {
  const originalFetch = globalThis.fetch;
  const originalClick = HTMLAnchorElement.prototype.click;
  const originalRevoke = URL.revokeObjectURL.bind(URL);
  let element: HTMLElement | null = null;
  let calls: Call[] = [];
  let listAnswer: () => Response | Promise<Response>;
  let fileAnswer: (driveItemId: string) => Response | Promise<Response>;
  let saved: { download: string; href: string; text: string }[] = [];
  let harness: ReturnType<typeof createHarnessBridge>;

  beforeEach(() => {
    calls = [];
    saved = [];
    listAnswer = () => json(annasList);
    fileAnswer = (driveItemId) =>
      new Response(`%PDF-1.4 ${driveItemId}`, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="Avrakning 2026-12-05 Norrskogen.pdf"; filename*=UTF-8''${encodeURIComponent('Avräkning 2026-12-05 Norrskogen.pdf')}`,
        },
      });
    globalThis.fetch = async (input, init) => {
      // The saved file's object URL is read for real.
      if (String(input).startsWith('blob:')) return originalFetch(input, init);
      const url = new URL(String(input));
      calls.push({ path: url.pathname, headers: new Headers(init?.headers) });
      const file = /^\/api\/v1\/sharepointdocuments\/files\/(.+)$/.exec(url.pathname);
      if (file) return fileAnswer(decodeURIComponent(file[1] ?? ''));
      if (url.pathname === '/api/v1/sharepointdocuments/lists/mina-dokument') return listAnswer();
      return json({ type: 'notFound', title: 'x', status: 404 }, 404);
    };
    // Record the save instead of starting a real download in the test browser.
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.download) return originalClick.call(this);
      const entry = { download: this.download, href: this.href, text: '' };
      saved.push(entry);
      void fetch(this.href)
        .then((response) => response.text())
        .then((text) => (entry.text = text));
    };
    // Revoke later, so the test can still read what was saved.
    URL.revokeObjectURL = (url: string) => void setTimeout(() => originalRevoke(url), 500);
    harness = createHarnessBridge(demoHarnessOptions({ person: 'anna' }));
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
    HTMLAnchorElement.prototype.click = originalClick;
    URL.revokeObjectURL = originalRevoke;
    element?.remove();
    element = null;
    sessionStorage.clear();
  });

  function mount(): HTMLElement {
    element = document.createElement(elementName);
    document.body.append(element);
    return element;
  }
  const listCalls = () => calls.filter((c) => c.path.includes('/lists/'));
  const rowTitles = (root: HTMLElement) =>
    queryAllByRole(root, 'rowheader').map((cell) => visibleText(cell));

  it('shows skeleton rows while Anna’s list loads, then her first 10 documents, newest first', async () => {
    let release: () => void = () => {};
    listAnswer = () =>
      new Promise((resolve) => {
        release = () => resolve(json(annasList));
      });
    const root = mount();
    const busy = await waitFor(() =>
      getByRole(root, 'region', 'Dina avräkningar, avtal och intyg'),
    );
    await waitFor(() => assert(visibleText(busy).includes('Dokumenten laddas…')));
    equal(busy.getAttribute('aria-busy'), 'true');
    release();

    await waitFor(() => equal(rowTitles(root).length, 10));
    equal(rowTitles(root)[0], 'Avräkning Norrskogen 2026-12');
    getByRole(root, 'navigation', 'Sidor i Dina avräkningar, avtal och intyg');
    assert(visibleText(root).includes('Sida 1 av 2'));
    const [call] = listCalls();
    equal(call?.headers.get('Authorization'), 'Bearer test-token');
    equal(call?.headers.get('X-User-Id'), null);
    await expectNoAxeViolations(root);
  });

  it('pages to the last two and sorts oldest first', async () => {
    const root = mount();
    await waitFor(() => equal(rowTitles(root).length, 10));
    getByRole(root, 'button', 'Nästa').click();
    await waitFor(() =>
      deepEqual(rowTitles(root), ['Avtal Norrskogen 2026-02', 'Intyg Norrskogen 2026-01']),
    );
    getByRole(root, 'button', 'Sortera på datum').click();
    await waitFor(() => equal(rowTitles(root)[0], 'Intyg Norrskogen 2026-01'));
    assert(visibleText(root).includes('Sida 1 av 2'));
  });

  it('downloads a document with the keyboard and saves it under the name the server gave', async () => {
    const root = mount();
    const button = await waitFor(() =>
      getByRole(root, 'button', 'Ladda ned Avräkning Norrskogen 2026-12'),
    );
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => equal(saved.length, 1));
    equal(saved[0]?.download, 'Avräkning 2026-12-05 Norrskogen.pdf');
    assert(saved[0]?.href.startsWith('blob:'), 'an object URL, never a server path');
    await waitFor(() => equal(saved[0]?.text, '%PDF-1.4 MDANNA0'));
    const fileCall = calls.find((c) => c.path.includes('/files/'));
    equal(fileCall?.path, '/api/v1/sharepointdocuments/files/MDANNA0');
    equal(fileCall?.headers.get('Authorization'), 'Bearer test-token');
    equal(queryByRole(root, 'alert'), null);
  });

  it('says in Swedish why a download failed, and the message can be closed', async () => {
    const root = mount();
    const button = await waitFor(() =>
      getByRole(root, 'button', 'Ladda ned Avräkning Norrskogen 2026-12'),
    );
    const cases: [() => Response, string][] = [
      [
        () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
        'Filen kunde inte laddas ned eftersom den saknar filnamn.',
      ],
      [
        () => json({ type: 'notFound', title: 'Det du söker finns inte.', status: 404 }, 404),
        'Filen finns inte längre. Ladda om sidan och försök igen.',
      ],
      [
        () => json({ type: 'internal', title: 'Serverns text', status: 500 }, 500),
        'Filen kunde inte laddas ned. Försök igen.',
      ],
    ];
    for (const [answer, text] of cases) {
      fileAnswer = answer;
      button.click();
      await waitFor(() => assert(visibleText(getByRole(root, 'alert')).includes(text), text));
    }
    equal(saved.length, 0);
    await expectNoAxeViolations(root);
    getByRole(root, 'button', 'Stäng meddelandet').click();
    await waitFor(() => equal(queryAllByRole(root, 'alert').length, 0));
  });

  it('says the list could not be fetched and tries again on request', async () => {
    listAnswer = () => json({ type: 'internal', title: 'Serverns text', status: 500 }, 500);
    const root = mount();
    await waitFor(() =>
      assert(
        visibleText(getByRole(root, 'alert')).includes(
          'Dina dokument kunde inte hämtas. Försök igen om en stund.',
        ),
      ),
    );
    equal(visibleText(root).includes('Serverns text'), false);
    listAnswer = () => json(annasList);
    getByRole(root, 'button', 'Försök igen').click();
    await waitFor(() => equal(rowTitles(root).length, 10));
    equal(listCalls().length, 2);
  });

  it('tells Anna acting for Bertil that his proxy does not give documents, asking nothing', async () => {
    harness.update(demoHarnessOptions({ person: 'anna', proxy: 'bertil' }));
    const root = mount();
    await waitFor(() =>
      assert(visibleText(root).includes('Du har inte rättighet att utföra denna åtgärd.')),
    );
    getByRole(root, 'heading', 'Dina avräkningar, avtal och intyg');
    equal(calls.length, 0);
    await expectNoAxeViolations(root);
  });

  it("loads the member's list again when the profile in force changes", async () => {
    const root = mount();
    await waitFor(() => equal(rowTitles(root).length, 10));
    listAnswer = () => json({ title: annasList.title, documents: annasDocuments.slice(0, 2) });
    harness.update(
      demoHarnessOptions({ person: 'anna', proxy: 'bertil', roles: ['Service_Documents_Read'] }),
    );
    await waitFor(() => equal(rowTitles(root).length, 2));
    equal(listCalls().at(-1)?.headers.get('X-User-Id'), demoIds.bertil);
  });

  it('shows a member with no documents that there are none', async () => {
    harness.update(demoHarnessOptions({ person: 'david' }));
    listAnswer = () => json({ title: annasList.title, documents: [] });
    const root = mount();
    await waitFor(() => assert(visibleText(root).includes('Det finns inga dokument.')));
  });
});
