import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, deepEqual, equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import {
  getByRole,
  headingLevelOf,
  queryAllByRole,
  queryByRole,
  visibleText,
} from '../testing/dom.ts';
import { mount, recordEvents, unmountAll } from '../testing/mount.ts';
import type { GsTeaser } from './index.ts';
import './index.ts';
import { testImage } from '../testing/fixtures.ts';

const thinning = {
  heading: 'Gallring som lönar sig',
  text: 'Rätt gallrad skog växer bättre och ger mer betalt vid slutavverkningen.',
  link: { href: '/skogsgardens-affarer/gallring/', text: 'Läs om gallring' },
  imageUrl: testImage('gallring'),
  imageAlt: '',
};

describe('gs-teaser', () => {
  afterEach(() => unmountAll());

  it('is one link named by its heading, with the text and image beside it', async () => {
    const element = await mount<GsTeaser>('gs-teaser', thinning);
    const heading = getByRole(element, 'heading', 'Gallring som lönar sig');
    equal(headingLevelOf(heading), 2);
    const links = queryAllByRole(element, 'link');
    equal(links.length, 1, 'no nested or repeated links');
    equal(links[0]!.getAttribute('href'), '/skogsgardens-affarer/gallring/');
    assert(heading.contains(links[0]!), 'the link is the heading');
    assert(visibleText(element).includes('Rätt gallrad skog växer bättre'));
    equal(queryByRole(element, 'img'), null, 'an image with empty alt is decorative');
    await expectNoAxeViolations(element);
  });

  it('shows a link the member may not follow as disabled, with the reason (issue 10)', async () => {
    const reason = 'Du har inte rättighet att utföra denna åtgärd.';
    const element = await mount<GsTeaser>('gs-teaser', { ...thinning, unavailable: reason });
    const link = getByRole(element, 'link', 'Gallring som lönar sig');
    equal(link.getAttribute('aria-disabled'), 'true');
    equal(link.getAttribute('href'), null, 'it goes nowhere');
    const reasonText = element.shadowRoot!.getElementById(link.getAttribute('aria-describedby')!);
    equal(reasonText?.textContent, reason);
    await expectNoAxeViolations(element);
  });

  it('makes the whole card clickable through the link', async () => {
    const element = await mount<GsTeaser>('gs-teaser', thinning, { width: 320 });
    const card = element.shadowRoot!.querySelector('.card')!;
    const box = card.getBoundingClientRect();
    // The bottom left corner of the card (away from the heading text) hits the link's cover.
    const hit = element.shadowRoot!.elementFromPoint(box.left + 5, box.bottom - 5);
    equal(hit, getByRole(element, 'link'));
  });

  it('asks the host to navigate to an internal link', async () => {
    const element = await mount<GsTeaser>('gs-teaser', thinning);
    const recorder = recordEvents('gs-navigate');
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('gs-navigate', cancel);
    getByRole(element, 'link').click();
    document.removeEventListener('gs-navigate', cancel);
    recorder.stop();
    deepEqual(
      recorder.events.map((event) => event.detail),
      [{ href: '/skogsgardens-affarer/gallring/' }],
    );
  });

  it('without a link shows a plain heading, with an informative image named by its alt', async () => {
    const element = await mount<GsTeaser>('gs-teaser', {
      heading: 'Plantering',
      text: 'Våren är tid för plantering.',
      imageAlt: 'Granplantor i en plantlåda',
      imageUrl: testImage('plantor'),
      headingLevel: 3,
    });
    equal(queryByRole(element, 'link'), null);
    equal(headingLevelOf(getByRole(element, 'heading', 'Plantering')), 3);
    getByRole(element, 'img', 'Granplantor i en plantlåda');
    await expectNoAxeViolations(element);
  });
});
