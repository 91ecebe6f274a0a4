import { afterEach, describe, it } from '../../testing/mocha.ts';
import { deepEqual, equal } from '../../testing/assert.ts';
import type { ContactBlock } from '../../contracts/content.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { accessibleName, getByRole, headingLevelOf, queryAllByRole } from '../testing/dom.ts';
import { mount, unmountAll } from '../testing/mount.ts';
import type { GsContacts } from './index.ts';
import './index.ts';

const items: ContactBlock[] = [
  {
    type: 'contact',
    name: 'Karin Lind',
    title: 'Virkesköpare',
    phone: '070-123 45 67',
    email: 'karin.lind@granskog.example.se',
  },
  { type: 'contact', name: 'Per Holm', title: 'Skogsinspektor', phone: '+46 70 765 43 21' },
];

describe('gs-contacts', () => {
  afterEach(() => unmountAll());

  it('lists the contacts under its heading', async () => {
    const element = await mount<GsContacts>('gs-contacts', { heading: 'Dina kontakter', items });
    const region = element;
    equal(getByRole(region, 'list').querySelectorAll(':scope > li').length, 2);
    deepEqual(
      queryAllByRole(region, 'heading').map((h) => [accessibleName(h), headingLevelOf(h)]),
      [
        ['Dina kontakter', 2],
        ['Karin Lind', 3],
        ['Per Holm', 3],
      ],
    );
    equal(
      getByRole(element, 'link', 'Telefon +46 70 765 43 21').getAttribute('href'),
      'tel:+46707654321',
    );
    await expectNoAxeViolations(element);
  });
});
