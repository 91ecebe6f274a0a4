import { afterEach, describe, it } from '../../testing/mocha.ts';
import { deepEqual, equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { getByRole, headingLevelOf, queryAllByRole } from '../testing/dom.ts';
import { mount, unmountAll } from '../testing/mount.ts';
import type { GsTeasers } from './index.ts';
import './index.ts';

const items = [
  {
    type: 'teaser' as const,
    heading: 'Mina leveranser',
    text: 'Följ dina virkesleveranser och mätresultat.',
    link: { href: '/skogsgardens-affarer/leveranser/', text: 'Till leveranserna' },
  },
  {
    type: 'teaser' as const,
    heading: 'Mina dokument',
    text: 'Avtal, avräkningar och intyg samlade.',
    link: { href: '/skogsgardens-affarer/mina-dokument/', text: 'Till dokumenten' },
  },
  {
    type: 'teaser' as const,
    heading: 'Skogsägarsupport',
    text: 'Vi hjälper dig med frågor om Mina sidor.',
  },
];

describe('gs-teasers', () => {
  afterEach(() => unmountAll());

  it('lists the teasers under its heading, one level below it', async () => {
    const element = await mount<GsTeasers>('gs-teasers', { heading: 'Genvägar', items });
    equal(headingLevelOf(getByRole(element, 'heading', 'Genvägar')), 2);
    equal(queryAllByRole(element, 'listitem').length, 3);
    deepEqual(
      queryAllByRole(element, 'heading')
        .slice(1)
        .map((h) => [h.textContent?.trim(), headingLevelOf(h)]),
      [
        ['Mina leveranser', 3],
        ['Mina dokument', 3],
        ['Skogsägarsupport', 3],
      ],
    );
    deepEqual(
      queryAllByRole(element, 'link').map((link) => link.getAttribute('href')),
      ['/skogsgardens-affarer/leveranser/', '/skogsgardens-affarer/mina-dokument/'],
    );
    await expectNoAxeViolations(element);
  });

  it('without a heading keeps the teasers at its own level', async () => {
    const element = await mount<GsTeasers>('gs-teasers', { items });
    equal(headingLevelOf(getByRole(element, 'heading', 'Mina dokument')), 2);
  });
});
