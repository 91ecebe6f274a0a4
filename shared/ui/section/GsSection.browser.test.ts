import { afterEach, describe, it } from '../../testing/mocha.ts';
import { equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { getByRole, headingLevelOf, queryAllByRole } from '../testing/dom.ts';
import { mount, unmountAll } from '../testing/mount.ts';
import type { GsSection } from './index.ts';
import './index.ts';
import '../teaser/index.ts';

describe('gs-section', () => {
  afterEach(() => unmountAll());

  it('is a region named by its heading that holds the blocks given to it', async () => {
    const element = await mount<GsSection>(
      'gs-section',
      { heading: 'Om din skog' },
      {
        children:
          '<p>Här samlar vi det som rör din skogsfastighet.</p>' +
          '<gs-teaser heading="Skogsbruksplan" text="Din plan för de kommande tio åren." heading-level="3"></gs-teaser>',
      },
    );
    const region = getByRole(element, 'region', 'Om din skog');
    equal(headingLevelOf(getByRole(region, 'heading', 'Om din skog')), 2);
    equal(headingLevelOf(getByRole(region, 'heading', 'Skogsbruksplan')), 3);
    await expectNoAxeViolations(element);
  });

  it('without a heading is a plain group', async () => {
    const element = await mount<GsSection>('gs-section', {}, { children: '<p>Text</p>' });
    equal(queryAllByRole(element, 'region').length, 0);
    equal(queryAllByRole(element, 'heading').length, 0);
  });
});
