import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { testImage } from '../testing/fixtures.ts';
import { getByRole, headingLevelOf, visibleText } from '../testing/dom.ts';
import { mount, unmountAll } from '../testing/mount.ts';
import type { GsTextAndImage } from './index.ts';
import './index.ts';

const block = {
  heading: 'Certifierat skogsbruk',
  html: '<p>Med FSC- och PEFC-certifiering får du bättre betalt för virket. <a href="https://youtu.be/abcDEF12345">Se filmen om certifiering</a>.</p>',
  imageUrl: testImage('certifiering'),
  imageAlt: 'Skogsägare med certifikat i handen',
};

describe('gs-text-and-image', () => {
  afterEach(() => unmountAll());

  it('puts the picture on the chosen side on a wide screen, text first for readers', async () => {
    const left = await mount<GsTextAndImage>(
      'gs-text-and-image',
      { ...block, imagePosition: 'left' },
      { width: 900 },
    );
    const right = await mount<GsTextAndImage>(
      'gs-text-and-image',
      { ...block, imagePosition: 'right' },
      { width: 900 },
    );
    for (const element of [left, right]) {
      equal(headingLevelOf(getByRole(element, 'heading', 'Certifierat skogsbruk')), 2);
      assert(visibleText(element).startsWith('Certifierat skogsbruk Med FSC- och PEFC'));
    }
    const imageX = (element: GsTextAndImage) =>
      getByRole(element, 'img', 'Skogsägare med certifikat i handen').getBoundingClientRect().x;
    const textX = (element: GsTextAndImage) =>
      getByRole(element, 'heading').getBoundingClientRect().x;
    assert(imageX(left) < textX(left), 'left: the picture is left of the text');
    assert(imageX(right) > textX(right), 'right: the picture is right of the text');
    await expectNoAxeViolations(left);
  });

  it('stacks the picture above the text on a phone', async () => {
    const element = await mount<GsTextAndImage>(
      'gs-text-and-image',
      { ...block, imagePosition: 'right' },
      { width: 360 },
    );
    const image = getByRole(element, 'img').getBoundingClientRect();
    const heading = getByRole(element, 'heading').getBoundingClientRect();
    assert(image.bottom <= heading.top, 'the picture is above the heading');
  });

  it('opens the video link of its text in the video modal', async () => {
    const element = await mount<GsTextAndImage>('gs-text-and-image', block);
    let detail: unknown;
    const onOpen = (event: CustomEvent) => (detail = event.detail);
    document.addEventListener('gs-video-open', onOpen);
    getByRole(element, 'link', 'Se filmen om certifiering').click();
    document.removeEventListener('gs-video-open', onOpen);
    equal(JSON.stringify(detail), '{"videoId":"abcDEF12345","title":"Se filmen om certifiering"}');
  });
});
