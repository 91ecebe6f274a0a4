import { afterEach, describe, it } from '../../testing/mocha.ts';
import { equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { getByRole, queryByRole, visibleText } from '../testing/dom.ts';
import { mount, unmountAll } from '../testing/mount.ts';
import type { GsSkeleton } from './index.ts';
import './index.ts';

const rowCount = (element: GsSkeleton) => element.shadowRoot!.querySelectorAll('.row').length;

describe('gs-skeleton', () => {
  afterEach(() => unmountAll());

  it('draws the asked number of rows and tells readers what is loading', async () => {
    const element = await mount<GsSkeleton>('gs-skeleton', {
      rows: 3,
      label: 'Dokumenten laddas…',
    });
    equal(rowCount(element), 3);
    getByRole(element, 'status', 'Dokumenten laddas…');
    equal(visibleText(element), 'Dokumenten laddas…', 'the bars themselves are hidden');
    await expectNoAxeViolations(element);
    element.rows = 5;
    await element.updateComplete;
    equal(rowCount(element), 5);
  });

  it('without a label is silent', async () => {
    const element = await mount<GsSkeleton>('gs-skeleton', { rows: 2 });
    equal(rowCount(element), 2);
    equal(queryByRole(element, 'status'), null);
  });
});
