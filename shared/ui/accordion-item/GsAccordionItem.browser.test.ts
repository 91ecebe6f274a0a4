import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { getByRole, headingLevelOf, queryByRole, visibleText } from '../testing/dom.ts';
import { mount, unmountAll } from '../testing/mount.ts';
import type { GsAccordionItem } from './index.ts';
import './index.ts';

const question = {
  heading: 'Hur bokar jag en gallring?',
  html: '<p>Kontakta din virkesköpare eller boka via <a href="/skogsgardens-affarer/">Mina affärer</a>.</p>',
};

describe('gs-accordion-item', () => {
  afterEach(() => unmountAll());

  it('is a heading with a collapsed button that controls its region', async () => {
    const element = await mount<GsAccordionItem>('gs-accordion-item', question);
    const heading = getByRole(element, 'heading', 'Hur bokar jag en gallring?');
    equal(headingLevelOf(heading), 2);
    const button = getByRole(heading, 'button', 'Hur bokar jag en gallring?');
    equal(button.getAttribute('aria-expanded'), 'false');
    const panel = element.shadowRoot!.getElementById(button.getAttribute('aria-controls')!);
    assert(panel, 'aria-controls points at the panel');
    equal(queryByRole(element, 'region'), null, 'the closed region is hidden');
    equal(visibleText(element).includes('Kontakta din virkesköpare'), false);
    await expectNoAxeViolations(element);
  });

  it('opens and closes with Enter and Space', async () => {
    const element = await mount<GsAccordionItem>('gs-accordion-item', question);
    getByRole(element, 'button').focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    equal(getByRole(element, 'button').getAttribute('aria-expanded'), 'true');
    const region = getByRole(element, 'region', 'Hur bokar jag en gallring?');
    getByRole(region, 'link', 'Mina affärer');
    equal(element.open, true);
    await expectNoAxeViolations(element);
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    equal(getByRole(element, 'button').getAttribute('aria-expanded'), 'false');
    equal(queryByRole(element, 'region'), null);
  });

  it('starts open when the editor says so', async () => {
    const element = await mount<GsAccordionItem>('gs-accordion-item', { ...question, open: true });
    equal(getByRole(element, 'button').getAttribute('aria-expanded'), 'true');
    assert(visibleText(getByRole(element, 'region')).includes('Kontakta din virkesköpare'));
  });
});
