import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from '../../shared/testing/mocha.ts';
import { deepEqual, equal } from '../../shared/testing/assert.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { getByRole, queryAllByRole, visibleText } from '../../shared/ui/testing/dom.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import {
  maturityClasses,
  maturityClassMeanings,
  targetClassMeanings,
} from '../../shared/contracts/my-map.ts';
import { base, myMapPerTest, planId } from './testing.ts';

/** A table's body rows as "code: meaning". */
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => visibleText(cell)).join(': '),
  );

/** The symbol explanations (§2.3), reached from the element's navigation by keyboard. */
describe('portal-my-map: the symbol explanations', () => {
  const page = myMapPerTest();

  it('opens from the navigation and explains every class and note symbol', async () => {
    const root = page.open(`${base}/skogsbruksplaner/${planId}/`);
    // From the notes link, Tab moves to "Teckenförklaring" and Enter opens it.
    const notes = await waitFor(() => getByRole(root, 'link', 'Noteringar'));
    notes.focus();
    await sendKeys({ press: 'Tab' });
    const link = getByRole(root, 'link', 'Teckenförklaring');
    equal(link.matches(':focus'), true, 'the link has the focus');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => getByRole(root, 'heading', 'Teckenförklaring'));
    equal(getByRole(root, 'link', 'Teckenförklaring').getAttribute('aria-current'), 'page');
    equal(
      page.harness.calls.some(
        ([call, path]) => call === 'navigate' && String(path) === `${base}/teckenforklaring/`,
      ),
      true,
      'navigated to teckenforklaring',
    );

    // Maturity classes: all fourteen, ÖF and ÖV spelt with dots, each with its meaning.
    const maturity = getByRole(root, 'table', 'Huggningsklasser');
    const maturityRows = rowsOf(maturity);
    equal(maturityRows.length, 14);
    deepEqual(
      maturityRows,
      maturityClasses.map((code) => `${code}: ${maturityClassMeanings[code]}`),
    );
    equal(maturityRows[0], 'K1: Kalmark, återväxtåtgärder kvarstår');
    equal(maturityRows[12], 'ÖF: Överhållen skog på fastmark');

    // Target classes: the forest's four and the water's four.
    const target = getByRole(root, 'table', 'Målklasser');
    deepEqual(
      rowsOf(target).map((row) => row.split(':')[0]),
      ['PG', 'K', 'NO', 'NS', 'VG', 'VF', 'VS', 'VO'],
    );
    deepEqual(
      rowsOf(target),
      Object.entries(targetClassMeanings).map(([code, meaning]) => `${code}: ${meaning}`),
    );

    // The notes' symbols on the map, by type.
    const legend = getByRole(root, 'list', 'Noteringar på kartan');
    deepEqual(
      queryAllByRole(legend, 'listitem').map((item) => visibleText(item)),
      ['Anteckning', 'Bildanteckning', 'Insektsskada', 'Stormfällning'],
    );
    await expectNoAxeViolations(root);
  });
});
