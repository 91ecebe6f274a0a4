import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, deepEqual, equal } from '../../testing/assert.ts';
import type { DocumentItem } from '../../contracts/content.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import {
  accessibleName,
  getByRole,
  queryAllByRole,
  queryByRole,
  visibleText,
} from '../testing/dom.ts';
import { mount, recordEvents, unmountAll } from '../testing/mount.ts';
import type { GsDocumentList } from './index.ts';
import './index.ts';

const kinds = ['Avräkning', 'Virkesorder', 'Kontrolluppgift', 'Skogsbruksplan', 'Årsbesked'];

/** 23 documents, one a day through January 2026 (document 23 is the newest), unordered. */
function documents(): DocumentItem[] {
  const list = Array.from({ length: 23 }, (_, i) => {
    const n = i + 1;
    const day = String(n).padStart(2, '0');
    return {
      guid: `guid-${n}`,
      driveItemId: `drive-${n}`,
      filename: `${kinds[i % kinds.length]!.toLowerCase()}-${n}.pdf`,
      title: `${kinds[i % kinds.length]} ${n}`,
      fileType: n % 4 === 0 ? 'XLSX' : 'PDF',
      fileSizeFormatted: `${((n * 37) % 900) + 12} kB`,
      modified: `2026-01-${day}T09:30:00Z`,
    };
  });
  return list.map((_, i) => list[(i * 5) % list.length]!);
}

const rowTitles = (element: GsDocumentList) =>
  queryAllByRole(element, 'rowheader').map(accessibleName);

describe('gs-document-list', () => {
  afterEach(() => unmountAll());

  it('shows ten documents per page, newest first, with type, size and date', async () => {
    const element = await mount<GsDocumentList>('gs-document-list', {
      heading: 'Mina avräkningar',
      documents: documents(),
    });
    const table = getByRole(element, 'table', 'Mina avräkningar');
    deepEqual(queryAllByRole(table, 'columnheader').map(accessibleName), [
      'Dokument',
      'Filtyp',
      'Storlek',
      'Ändrad',
      'Hämta',
    ]);
    equal(getByRole(table, 'columnheader', 'Ändrad').getAttribute('aria-sort'), 'descending');
    const titles = rowTitles(element);
    equal(titles.length, 10);
    deepEqual(titles.slice(0, 3), ['Kontrolluppgift 23', 'Virkesorder 22', 'Avräkning 21']);
    const firstRow = getByRole(element, 'rowheader', 'Kontrolluppgift 23').closest('tr')!;
    deepEqual(queryAllByRole(firstRow, 'cell').slice(0, 3).map(visibleText), [
      'PDF',
      `${((23 * 37) % 900) + 12} kB`,
      '2026-01-23',
    ]);
    getByRole(firstRow, 'button', 'Ladda ned Kontrolluppgift 23');
    const pages = getByRole(element, 'navigation', 'Sidor i Mina avräkningar');
    assert(visibleText(pages).includes('Sida 1 av 3'));
    await expectNoAxeViolations(element);
  });

  it("names its page navigation after its heading, so two lists' landmarks differ (issue 10)", async () => {
    const first = await mount<GsDocumentList>('gs-document-list', {
      documents: documents(),
      heading: 'Medlemsdokument',
    });
    const second = await mount<GsDocumentList>('gs-document-list', {
      documents: documents(),
      heading: 'Skatt och ekonomi',
    });
    getByRole(first, 'navigation', 'Sidor i Medlemsdokument');
    getByRole(second, 'navigation', 'Sidor i Skatt och ekonomi');
  });

  it('pages through 23 documents in 3 pages with the keyboard', async () => {
    const element = await mount<GsDocumentList>('gs-document-list', { documents: documents() });
    const pages = getByRole(element, 'navigation', 'Sidor i Dokument');
    const previous = getByRole(pages, 'button', 'Föregående');
    const next = getByRole(pages, 'button', 'Nästa');
    equal(previous.getAttribute('aria-disabled'), 'true');
    next.focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    assert(visibleText(pages).includes('Sida 2 av 3'));
    equal(rowTitles(element)[0], 'Kontrolluppgift 13');
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    assert(visibleText(pages).includes('Sida 3 av 3'));
    deepEqual(rowTitles(element), ['Kontrolluppgift 3', 'Virkesorder 2', 'Avräkning 1']);
    equal(next.getAttribute('aria-disabled'), 'true');
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    assert(visibleText(pages).includes('Sida 3 av 3'), 'a disabled Nästa does nothing');
    equal(previous.getAttribute('aria-disabled'), 'false');
  });

  it('sorts oldest first with "Sortera på datum" and back', async () => {
    const element = await mount<GsDocumentList>('gs-document-list', { documents: documents() });
    const sort = getByRole(element, 'button', 'Sortera på datum');
    equal(sort.getAttribute('aria-pressed'), 'false');
    assert(visibleText(element).includes('Sorterat på datum, nyast först'));
    sort.click();
    await element.updateComplete;
    equal(sort.getAttribute('aria-pressed'), 'true');
    equal(getByRole(element, 'columnheader', 'Ändrad').getAttribute('aria-sort'), 'ascending');
    deepEqual(rowTitles(element).slice(0, 2), ['Avräkning 1', 'Virkesorder 2']);
    assert(visibleText(element).includes('Sorterat på datum, äldst först'));
    sort.click();
    await element.updateComplete;
    equal(rowTitles(element)[0], 'Kontrolluppgift 23');
  });

  it('asks the host to download a document', async () => {
    const element = await mount<GsDocumentList>('gs-document-list', { documents: documents() });
    const recorder = recordEvents('gs-document-download');
    getByRole(element, 'button', 'Ladda ned Virkesorder 22').focus();
    await sendKeys({ press: 'Enter' });
    recorder.stop();
    deepEqual(
      recorder.events.map((event) => event.detail),
      [{ driveItemId: 'drive-22', filename: 'virkesorder-22.pdf' }],
    );
  });

  it('shows 3 skeleton rows while loading', async () => {
    const element = await mount<GsDocumentList>('gs-document-list', {
      heading: 'Mina dokument',
      loading: true,
    });
    getByRole(element, 'status', 'Dokumenten laddas…');
    const skeleton = element.shadowRoot!.querySelector('gs-skeleton')!;
    equal(skeleton.shadowRoot!.querySelectorAll('.row').length, 3);
    equal(queryByRole(element, 'table'), null);
    equal(getByRole(element, 'region', 'Mina dokument').getAttribute('aria-busy'), 'true');
    await expectNoAxeViolations(element);
  });

  it('says when there are no documents, and shows the error it is given', async () => {
    const element = await mount<GsDocumentList>('gs-document-list', { documents: [] });
    assert(visibleText(element).includes('Det finns inga dokument.'));
    equal(queryByRole(element, 'navigation'), null);
    element.error = 'Dokumenten kunde inte hämtas. Försök igen om en stund.';
    await element.updateComplete;
    getByRole(element, 'alert', 'Dokumenten kunde inte hämtas. Försök igen om en stund.');
    await expectNoAxeViolations(element);
  });

  it('has no page navigation for ten documents or fewer', async () => {
    const element = await mount<GsDocumentList>('gs-document-list', {
      documents: documents().slice(0, 10),
    });
    equal(rowTitles(element).length, 10);
    equal(queryByRole(element, 'navigation'), null);
  });
});
