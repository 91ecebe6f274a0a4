import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { testImage } from '../testing/fixtures.ts';
import { getByRole, headingLevelOf, queryByRole, visibleText } from '../testing/dom.ts';
import { mount, unmountAll } from '../testing/mount.ts';
import type { GsBanner } from './index.ts';
import './index.ts';

describe('gs-banner', () => {
  afterEach(() => unmountAll());

  it('shows its heading, text and call-to-action link', async () => {
    const element = await mount<GsBanner>('gs-banner', {
      heading: 'Höstens virkespriser är här',
      text: 'Nya priser på massaved och timmer från 1 oktober.',
      link: { href: '/skogsgardens-ekonomi/prislistor/', text: 'Se prislistorna' },
      imageUrl: testImage('timmer'),
      imageAlt: 'Timmertravar vid en skogsbilväg',
    });
    equal(headingLevelOf(getByRole(element, 'heading', 'Höstens virkespriser är här')), 2);
    assert(visibleText(element).includes('Nya priser på massaved och timmer från 1 oktober.'));
    equal(
      getByRole(element, 'link', 'Se prislistorna').getAttribute('href'),
      '/skogsgardens-ekonomi/prislistor/',
    );
    getByRole(element, 'img', 'Timmertravar vid en skogsbilväg');
    await expectNoAxeViolations(element);
  });

  it('works with a heading alone', async () => {
    const element = await mount<GsBanner>('gs-banner', {
      heading: 'Välkommen till Mina sidor',
      headingLevel: 3,
    });
    equal(headingLevelOf(getByRole(element, 'heading', 'Välkommen till Mina sidor')), 3);
    equal(queryByRole(element, 'link'), null);
    equal(queryByRole(element, 'img'), null);
    await expectNoAxeViolations(element);
  });
});
