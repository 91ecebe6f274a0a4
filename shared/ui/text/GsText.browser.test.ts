import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, deepEqual, equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { getByRole, queryAllByRole, visibleText } from '../testing/dom.ts';
import { mount, recordEvents, unmountAll } from '../testing/mount.ts';
import type { GsText } from './index.ts';
import './index.ts';

const editorHtml = `
  <h2>Gallring i höst</h2>
  <p>Nu är det dags att planera höstens gallring. Läs mer om
    <a href="/skogsgardens-affarer/gallring/">gallring hos Granskog</a>.</p>
  <ul><li>Kontakta din virkesköpare</li><li>Boka fältbesök</li></ul>
  <p>Se filmen <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Så går en gallring till</a>
    eller <a href="https://youtu.be/abcDEF12345" title="Röjning steg för steg">röjningsfilmen</a>.</p>
  <p><a href="https://www.skogsstyrelsen.se/">Skogsstyrelsen</a></p>`;

describe('gs-text', () => {
  afterEach(() => unmountAll());

  it('shows the editor text with its headings, lists and links', async () => {
    const element = await mount<GsText>('gs-text', { html: editorHtml });
    getByRole(element, 'heading', 'Gallring i höst');
    equal(queryAllByRole(element, 'listitem').length, 2);
    getByRole(element, 'link', 'gallring hos Granskog');
    assert(visibleText(element).includes('Nu är det dags att planera höstens gallring.'));
    await expectNoAxeViolations(element);
  });

  it('opens a YouTube video instead of leaving the page', async () => {
    const element = await mount<GsText>('gs-text', { html: editorHtml });
    const recorder = recordEvents('gs-video-open');
    const link = getByRole(element, 'link', 'Så går en gallring till');
    equal(link.getAttribute('aria-haspopup'), 'dialog');
    link.click();
    getByRole(element, 'link', 'röjningsfilmen').click();
    recorder.stop();
    deepEqual(
      recorder.events.map((event) => event.detail),
      [
        { videoId: 'dQw4w9WgXcQ', title: 'Så går en gallring till' },
        { videoId: 'abcDEF12345', title: 'Röjning steg för steg' },
      ],
    );
    assert(recorder.events.every((event) => event.defaultPrevented === false));
    equal(window.location.pathname.includes('watch'), false);
  });

  it('lets the host take over internal links and leaves external ones alone', async () => {
    const element = await mount<GsText>('gs-text', { html: editorHtml });
    const navigations: string[] = [];
    const onNavigate = (event: CustomEvent<{ href: string }>) => {
      navigations.push(event.detail.href);
      event.preventDefault();
    };
    document.addEventListener('gs-navigate', onNavigate);
    let external: MouseEvent | undefined;
    const onClick = (event: MouseEvent) => {
      external = event;
      event.preventDefault(); // keep the test page where it is
    };
    try {
      getByRole(element, 'link', 'gallring hos Granskog').click();
      const externalLink = getByRole(element, 'link', 'Skogsstyrelsen');
      externalLink.addEventListener('click', onClick);
      externalLink.click();
    } finally {
      document.removeEventListener('gs-navigate', onNavigate);
    }
    deepEqual(navigations, ['/skogsgardens-affarer/gallring/']);
    assert(external, 'the external link was clicked');
    equal(getByRole(element, 'link', 'Skogsstyrelsen').hasAttribute('aria-haspopup'), false);
  });

  it('renders new html when the property changes', async () => {
    const element = await mount<GsText>('gs-text', { html: '<p>Första</p>' });
    element.html = '<p>Andra versionen</p>';
    await element.updateComplete;
    equal(visibleText(element), 'Andra versionen');
  });
});
