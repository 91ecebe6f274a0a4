import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, deepEqual, equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { getByRole, queryAllByRole } from '../testing/dom.ts';
import { mount, recordEvents, unmountAll } from '../testing/mount.ts';
import type { GsTabs } from './index.ts';
import './index.ts';

const base = '/skogsgardens-affarer/prissattning/';
const tabs = {
  label: 'Så fungerar prissättningen',
  items: [
    { href: `${base}oversikt/`, text: 'Översikt' },
    { href: `${base}grundpris-och-marknadspremier/`, text: 'Grundpris och marknadspremier' },
    {
      href: `${base}prestationer-som-premieras/`,
      text: 'Prestationer som premieras',
      current: true,
    },
    { href: `${base}vinstdelning/`, text: 'Vinstdelning' },
  ],
};

describe('gs-tabs', () => {
  afterEach(() => unmountAll());

  it('is a navigation named by its label, one link per tab, the open one the current page', async () => {
    const element = await mount<GsTabs>('gs-tabs', tabs);
    const nav = getByRole(element, 'navigation', 'Så fungerar prissättningen');
    const links = queryAllByRole(nav, 'link');
    deepEqual(
      links.map((link) => [link.textContent, link.getAttribute('href')]),
      tabs.items.map((item) => [item.text, item.href]),
    );
    deepEqual(
      links.map((link) => link.getAttribute('aria-current')),
      [null, null, 'page', null],
    );
    await expectNoAxeViolations(element);
  });

  it('is reached tab by tab with the keyboard, in order', async () => {
    const element = await mount<GsTabs>('gs-tabs', tabs);
    const before = document.createElement('button');
    before.textContent = 'Före';
    element.before(before);
    before.focus();
    const reached: string[] = [];
    for (let i = 0; i < tabs.items.length; i++) {
      await sendKeys({ press: 'Tab' });
      reached.push(element.shadowRoot!.activeElement?.textContent ?? '');
    }
    before.remove();
    deepEqual(
      reached,
      tabs.items.map((item) => item.text),
    );
  });

  it('asks the host to route a tab client-side', async () => {
    const element = await mount<GsTabs>('gs-tabs', tabs);
    const recorder = recordEvents('gs-navigate');
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('gs-navigate', cancel);
    getByRole(element, 'link', 'Vinstdelning').click();
    document.removeEventListener('gs-navigate', cancel);
    recorder.stop();
    deepEqual(
      recorder.events.map((event) => event.detail),
      [{ href: `${base}vinstdelning/` }],
    );
  });

  it('wraps its tabs on a 320 px screen instead of scrolling sideways', async () => {
    const element = await mount<GsTabs>('gs-tabs', tabs, { width: 320 });
    const list = element.shadowRoot!.querySelector('ul')!;
    assert(list.scrollWidth <= 320, `no overflow (${list.scrollWidth} px)`);
    const tops = queryAllByRole(element, 'link').map((link) => link.getBoundingClientRect().top);
    assert(new Set(tops).size > 1, 'the tabs take more than one row');
    for (const link of queryAllByRole(element, 'link'))
      assert(link.getBoundingClientRect().height >= 44, 'each tab is a 44 px target');
  });

  it('focuses the open tab on request', async () => {
    const element = await mount<GsTabs>('gs-tabs', tabs);
    element.focusCurrent();
    equal(
      element.shadowRoot!.activeElement,
      getByRole(element, 'link', 'Prestationer som premieras'),
    );
  });

  it('renders nothing without tabs', async () => {
    const element = await mount<GsTabs>('gs-tabs', { label: 'Tomt' });
    equal(queryAllByRole(element, 'navigation').length, 0);
  });
});
