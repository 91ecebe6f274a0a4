import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { testImage } from '../testing/fixtures.ts';
import { getByRole, headingLevelOf, queryByRole, visibleText } from '../testing/dom.ts';
import { mount, unmountAll } from '../testing/mount.ts';
import type { GsContact } from './index.ts';
import './index.ts';

describe('gs-contact', () => {
  afterEach(() => unmountAll());

  it('shows the name, role, and phone and e-mail as links with hidden icons', async () => {
    const element = await mount<GsContact>('gs-contact', {
      name: 'Karin Lind',
      title: 'Virkesköpare, Norra Dalarna',
      phone: '070-123 45 67',
      email: 'karin.lind@granskog.example.se',
      imageUrl: testImage('Karin'),
    });
    equal(headingLevelOf(getByRole(element, 'heading', 'Karin Lind')), 2);
    assert(visibleText(element).includes('Virkesköpare, Norra Dalarna'));
    const phone = getByRole(element, 'link', 'Telefon 070-123 45 67');
    equal(phone.getAttribute('href'), 'tel:0701234567');
    const email = getByRole(element, 'link', 'E-post karin.lind@granskog.example.se');
    equal(email.getAttribute('href'), 'mailto:karin.lind@granskog.example.se');
    for (const link of [phone, email]) {
      const icon = link.querySelector('svg');
      equal(icon?.getAttribute('aria-hidden'), 'true');
    }
    equal(queryByRole(element, 'img'), null, 'the photo is decorative beside the name');
    equal(element.hasAttribute('title'), false, 'no tooltip on the card');
    await expectNoAxeViolations(element);
  });

  it('leaves out what the editor left empty', async () => {
    const element = await mount<GsContact>('gs-contact', { name: 'Medlemsservice' });
    equal(queryByRole(element, 'link'), null);
    equal(visibleText(element), 'Medlemsservice');
    await expectNoAxeViolations(element);
  });
});
