import { afterEach, describe, it } from '../../testing/mocha.ts';
import { equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { testImage } from '../testing/fixtures.ts';
import { getByRole, queryByRole, visibleText } from '../testing/dom.ts';
import { mount, unmountAll } from '../testing/mount.ts';
import type { GsImage } from './index.ts';
import './index.ts';

describe('gs-image', () => {
  afterEach(() => unmountAll());

  it('shows a picture named by its alt text, with the caption as figure caption', async () => {
    const element = await mount<GsImage>('gs-image', {
      url: testImage('skotare'),
      alt: 'En skotare lastar timmer i snön',
      caption: 'Vinteravverkning i Norrbotten, februari 2026.',
    });
    getByRole(element, 'img', 'En skotare lastar timmer i snön');
    const figure = getByRole(element, 'figure');
    equal(
      figure.querySelector('figcaption')?.textContent,
      'Vinteravverkning i Norrbotten, februari 2026.',
    );
    await expectNoAxeViolations(element);
  });

  it('treats an empty alt as decorative', async () => {
    const element = await mount<GsImage>('gs-image', { url: testImage('mossa'), alt: '' });
    equal(queryByRole(element, 'img'), null);
    equal(getByRole(element, 'presentation').getAttribute('alt'), '');
    equal(queryByRole(element, 'figure'), null);
    equal(visibleText(element), '');
    await expectNoAxeViolations(element);
  });
});
