import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { problem, reply } from '../../shared/testing/fakeApi.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import {
  getByRole,
  queryAllByRole,
  queryByRole,
  visibleText,
} from '../../shared/ui/testing/dom.ts';
import { demoHarnessOptions, demoIds } from '../../tests/harness/profiles.ts';
import { savesPerTest } from '../../shared/testing/saves.ts';
import { annasDocuments, listTitle, myDocumentsPerTest } from './testing.ts';

const home = '/skogsgardens-affarer/mina-dokument/';

describe('portal-my-documents', () => {
  const page = myDocumentsPerTest();
  const saves = savesPerTest();
  const calls = () => page.api.calls;

  function mount(): HTMLElement {
    return page.open(home);
  }
  const listCalls = () => page.api.callsOf('getDocumentList');
  const rowTitles = (root: HTMLElement) =>
    queryAllByRole(root, 'rowheader').map((cell) => visibleText(cell));

  it('shows skeleton rows while Anna’s list loads, then her first 10 documents, newest first', async () => {
    const release = page.api.holdNext('getDocumentList');
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
    await waitFor(() => equal(saves().length, 1));
    equal(saves()[0]?.download, 'Avräkning 2026-12-05 Norrskogen.pdf');
    assert(saves()[0]?.href.startsWith('blob:'), 'an object URL, never a server path');
    await waitFor(() => equal(saves()[0]?.text, '%PDF-1.4 MDANNA0'));
    const fileCall = page.api.callsOf('getDocumentFile')[0];
    equal(fileCall?.path, '/api/v1/sharepointdocuments/files/MDANNA0');
    equal(fileCall?.headers.get('Authorization'), 'Bearer test-token');
    equal(queryByRole(root, 'alert'), null);
  });

  it('says in Swedish why a download failed, and the message can be closed', async () => {
    const root = mount();
    const button = await waitFor(() =>
      getByRole(root, 'button', 'Ladda ned Avräkning Norrskogen 2026-12'),
    );
    const cases = [
      [
        reply('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
        'Filen kunde inte laddas ned eftersom den saknar filnamn.',
      ],
      [problem('notFound'), 'Filen finns inte längre. Ladda om sidan och försök igen.'],
      [problem('internal'), 'Filen kunde inte laddas ned. Försök igen.'],
    ] as const;
    for (const [answer, text] of cases) {
      page.api.answerNext('getDocumentFile', answer);
      button.click();
      await waitFor(() => assert(visibleText(getByRole(root, 'alert')).includes(text), text));
    }
    equal(saves().length, 0);
    await expectNoAxeViolations(root);
    getByRole(root, 'button', 'Stäng meddelandet').click();
    await waitFor(() => equal(queryAllByRole(root, 'alert').length, 0));
  });

  it('says the list could not be fetched and tries again on request', async () => {
    page.api.answer('getDocumentList', problem('internal'));
    const root = mount();
    await waitFor(() =>
      assert(
        visibleText(getByRole(root, 'alert')).includes(
          'Dina dokument kunde inte hämtas. Försök igen om en stund.',
        ),
      ),
    );
    equal(visibleText(root).includes('Serverns text'), false);
    page.api.answer('getDocumentList', null);
    getByRole(root, 'button', 'Försök igen').click();
    await waitFor(() => equal(rowTitles(root).length, 10));
    equal(listCalls().length, 2);
  });

  it('tells Anna acting for Bertil that his proxy does not give documents, asking nothing', async () => {
    page.harness.update(demoHarnessOptions({ person: 'anna', proxy: 'bertil' }));
    const root = mount();
    await waitFor(() =>
      assert(visibleText(root).includes('Du har inte rättighet att utföra denna åtgärd.')),
    );
    getByRole(root, 'heading', 'Dina avräkningar, avtal och intyg');
    equal(calls().length, 0);
    await expectNoAxeViolations(root);
  });

  it("loads the member's list again when the profile in force changes", async () => {
    const root = mount();
    await waitFor(() => equal(rowTitles(root).length, 10));
    page.api.answer('getDocumentList', {
      title: listTitle,
      documents: annasDocuments().slice(0, 2),
    });
    page.harness.update(
      demoHarnessOptions({ person: 'anna', proxy: 'bertil', roles: ['Service_Documents_Read'] }),
    );
    await waitFor(() => equal(rowTitles(root).length, 2));
    equal(listCalls().at(-1)?.headers.get('X-User-Id'), demoIds.bertil);
  });

  it('shows a member with no documents that there are none', async () => {
    page.setUp({ person: 'david' }, { documents: [] });
    const root = mount();
    await waitFor(() => assert(visibleText(root).includes('Det finns inga dokument.')));
  });
});
