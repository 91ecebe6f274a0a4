import { sendKeys, setViewport } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, deepEqual, equal } from '../../testing/assert.ts';
import type { NewsItem } from '../../contracts/content.ts';
import { waitFor } from '../../testing/dom.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import {
  accessibleName,
  getByRole,
  headingLevelOf,
  queryAllByRole,
  queryByRole,
  visibleText,
} from '../testing/dom.ts';
import { mount, recordEvents, unmountAll } from '../testing/mount.ts';
import type { GsNews } from './index.ts';
import './index.ts';

const subjects = [
  'Nya virkespriser i Dalarna',
  'Stämman 2026 hålls i Falun',
  'Granbarkborren: läget i oktober',
  'Så fungerar EUDR för dig',
  'Plantor kvar till vårens plantering',
  'Ny skogsinspektor i Härjedalen',
  'Höjd efterlikvid för 2025',
  'Digitala avräkningar på Mina sidor',
  'Stormskador: så anmäler du',
  'Kurs i röjning för skogsägare',
  'Virkesmätningen byter system',
  'Ränta på insatskapital',
  'Certifieringen förnyad',
  'Sommarens brandrisk',
  'Nytt sågverk i Mora',
  'Viltbete i tallungskog',
  'Skogsdag på Gammelgården',
  'Bättre vägar till avlägget',
  'Gallringsbonus under vintern',
  'Mina sidor får nytt utseende',
  'Årets skogsägare utsedd',
  'Prisjämförelse för massaved',
  'Fler kontor öppna på lördagar',
];

/** 23 news, one a week from 2026-01-05, handed over in a scrambled order. */
function scrambledNews(): NewsItem[] {
  const items = subjects.map((heading, i) => ({
    id: `nyhet-${i + 1}`,
    heading,
    title: heading,
    description: `Läs mer om ${heading.toLowerCase()}.`,
    link: `/nyheter/nyhet-${i + 1}/`,
    imageUrl: null,
    publishedDate: new Date(Date.UTC(2026, 0, 5 + 7 * i, 9)).toISOString(),
    informationType: 'News',
  }));
  return items.map((_, i) => items[(i * 7) % items.length]!);
}

const shownHeadings = (element: GsNews) =>
  queryAllByRole(element, 'heading')
    .filter((h) => headingLevelOf(h) === 3)
    .map(accessibleName);

const position = (element: GsNews) =>
  visibleText(element.shadowRoot!.querySelector('[aria-live="polite"]')!);

describe('gs-news', () => {
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  it('shows the 20 newest, four at a time on a wide screen', async () => {
    await setViewport({ width: 1400, height: 900 });
    const element = await mount<GsNews>('gs-news', { items: scrambledNews() });
    const region = getByRole(element, 'region', 'Nyheter');
    equal(region.getAttribute('aria-roledescription'), 'karusell');
    deepEqual(shownHeadings(element), [
      'Fler kontor öppna på lördagar',
      'Prisjämförelse för massaved',
      'Årets skogsägare utsedd',
      'Mina sidor får nytt utseende',
    ]);
    equal(position(element), 'Nyheter 1–4 av 20');
    assert(visibleText(element).includes('2026-06-08'), 'the newest is dated yyyy-MM-dd');
    equal(
      getByRole(element, 'link', 'Fler kontor öppna på lördagar').getAttribute('href'),
      '/nyheter/nyhet-23/',
    );
    equal(getByRole(element, 'button', 'Föregående nyheter').getAttribute('aria-disabled'), 'true');
    equal(getByRole(element, 'button', 'Nästa nyheter').getAttribute('aria-disabled'), 'false');
    await expectNoAxeViolations(element);
  });

  it('pages with the keyboard to the end, where "Nästa nyheter" is disabled', async () => {
    await setViewport({ width: 1400, height: 900 });
    const element = await mount<GsNews>('gs-news', { items: scrambledNews() });
    const next = () => getByRole(element, 'button', 'Nästa nyheter');
    next().focus();
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: 'Enter' });
      await element.updateComplete;
    }
    equal(position(element), 'Nyheter 17–20 av 20');
    // The three oldest of the 23 are left out.
    deepEqual(shownHeadings(element), [
      'Höjd efterlikvid för 2025',
      'Ny skogsinspektor i Härjedalen',
      'Plantor kvar till vårens plantering',
      'Så fungerar EUDR för dig',
    ]);
    equal(next().getAttribute('aria-disabled'), 'true');
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    equal(position(element), 'Nyheter 17–20 av 20', 'a disabled button does nothing');
    equal(element.shadowRoot!.activeElement, next(), 'focus stays on the button');

    getByRole(element, 'button', 'Föregående nyheter').click();
    await element.updateComplete;
    equal(position(element), 'Nyheter 13–16 av 20');
  });

  it('shows two per view on a tablet and one on a phone, following the window size', async () => {
    await setViewport({ width: 900, height: 900 });
    const element = await mount<GsNews>('gs-news', { items: scrambledNews() });
    equal(shownHeadings(element).length, 2);
    equal(position(element), 'Nyheter 1–2 av 20');
    await setViewport({ width: 400, height: 800 });
    await waitFor(() => equal(position(element), 'Nyheter 1–1 av 20'), 2000);
    equal(shownHeadings(element).length, 1);
    await expectNoAxeViolations(element);
    await setViewport({ width: 1300, height: 800 });
    await waitFor(() => equal(shownHeadings(element).length, 4), 2000);
  });

  it("titles each card with the news item's title, its category above it (issue 10)", async () => {
    await setViewport({ width: 375, height: 812 });
    const element = await mount<GsNews>('gs-news', {
      items: [
        {
          ...scrambledNews()[0]!,
          heading: 'Virkesmarknad',
          title: 'Höjda priser på grantimmer i region Mitt',
        },
      ],
    });
    deepEqual(shownHeadings(element), ['Höjda priser på grantimmer i region Mitt']);
    assert(visibleText(element).includes('Virkesmarknad'), 'the category is shown');
    await expectNoAxeViolations(element);
  });

  it('shows a skeleton while loading and an error heading when the news fail', async () => {
    const element = await mount<GsNews>('gs-news', { loading: true });
    getByRole(element, 'status', 'Nyheterna laddas…');
    equal(getByRole(element, 'region', 'Nyheter').getAttribute('aria-busy'), 'true');
    await expectNoAxeViolations(element);

    element.loading = false;
    element.error = true;
    await element.updateComplete;
    getByRole(element, 'heading', 'Nyheterna kunde inte visas');
    equal(queryByRole(element, 'button'), null);
    await expectNoAxeViolations(element);
  });

  it('says so when there is no news, and lets the host route a news link', async () => {
    const empty = await mount<GsNews>('gs-news', { items: [], heading: 'Nyheter från Granskog' });
    assert(visibleText(empty).includes('Det finns inga nyheter just nu.'));
    const element = await mount<GsNews>('gs-news', { items: scrambledNews().slice(0, 2) });
    const recorder = recordEvents('gs-navigate');
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('gs-navigate', cancel);
    queryAllByRole(element, 'link')[0]!.click();
    document.removeEventListener('gs-navigate', cancel);
    recorder.stop();
    equal(recorder.events.length, 1);
  });
});
