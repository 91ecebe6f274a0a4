import { getBridge } from '@portal/bridge';
import { afterEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal, present } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../../shared/testing/dom.ts';
import { setValue } from '../../shared/testing/form.ts';
import { createHarnessBridge, type HarnessBridge } from '../../shared/testing/testBridge.ts';
import type { HarnessElement } from './elements.ts';
import { mountHarness, type MountedHarness } from './Harness.tsx';
import { currentElementName } from './page.ts';
import { demoHarnessOptions, demoIds, everyFlag, everyRole } from './profiles.ts';
import { formatHarnessQuery, parseHarnessQuery } from './query.ts';

/**
 * A stand-in for a service element: reads the page's bridge (getBridge(), as every element
 * does) and shows what it sees, so the tests can watch an element react to the controls.
 */
class BridgeProbe extends HTMLElement {
  private stop: (() => void)[] = [];
  connectedCallback() {
    const bridge = getBridge();
    const render = () => {
      const profile = bridge.effectiveProfile.get().data;
      const flags = bridge.features.get().data ?? [];
      const roleManagement = flags.some((f) => f.name === 'RoleManagement' && f.isEnabled);
      this.textContent = [
        `Profil: ${profile?.name ?? '-'}`,
        `Roller: ${profile?.roles.length ?? 0}`,
        `Fullmakter: ${profile?.routes.find((r) => r.id === 300)?.routes.find((r) => r.id === 320)?.hasAccess ? 'ja' : 'nej'}`,
        `RoleManagement: ${roleManagement ? 'på' : 'av'}`,
      ].join('; ');
    };
    this.stop = [bridge.effectiveProfile.subscribe(render), bridge.features.subscribe(render)];
  }
  disconnectedCallback() {
    this.stop.forEach((stop) => stop());
  }
}

const elements: HarnessElement[] = [
  { name: 'test-element', load: () => import('../elements/test-element/index.tsx') },
  {
    name: 'bridge-probe',
    load: async () => {
      if (!customElements.get('harness-bridge-probe')) {
        customElements.define('harness-bridge-probe', BridgeProbe);
      }
      return { elementName: 'harness-bridge-probe' };
    },
  },
];

describe('element harness', () => {
  let mounted: MountedHarness | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    mounted?.unmount();
    container?.remove();
    mounted = undefined;
    sessionStorage.clear();
  });

  function open(
    current: string,
    harness: HarnessBridge,
    attributes = { 'configuration-id': '', 'storage-key': '' },
  ) {
    container = document.createElement('div');
    document.body.append(container);
    const searches: string[] = [];
    mounted = mountHarness(container, {
      elements,
      current,
      harness,
      attributes,
      onQueryChange: (search) => searches.push(search),
    });
    return { root: container, searches };
  }

  const form = (root: HTMLElement) => present(root.querySelector('form'), 'the control form');
  const main = (root: HTMLElement) => present(root.querySelector('main'), 'the element area');
  const checkbox = (root: HTMLElement, label: string) =>
    present(
      [...form(root).querySelectorAll('label')]
        .find((l) => l.textContent?.trim() === label)
        ?.querySelector('input'),
      `the control ${label}`,
    );

  it('mounts the test element alone in <main> with Anna signed in', async () => {
    const harness = createHarnessBridge(demoHarnessOptions({ person: 'anna' }));
    const { root } = open('test-element', harness, {
      'configuration-id': 'demo',
      'storage-key': 'harness',
    });
    const element = await waitFor(() =>
      present(main(root).querySelector('portal-test-element'), 'element'),
    );
    await waitFor(() =>
      equal(
        element.querySelector('p')?.textContent,
        'Testelementet är laddat (konfiguration: demo, lagring: harness).',
      ),
    );
    getByRole(element, 'button', 'Klicka (0)');
    equal(getByRole(root, 'heading', 'Elementharness: test-element').tagName, 'H1');
    equal(form(root).getAttribute('aria-labelledby') !== null, true);
    equal(getBridge().myProfile.get().data?.name, 'Anna Skog', 'the page bridge holds Anna');
    equal(getBridge().effectiveProfile.get().data?.roles.length, everyRole.length);
    const links = [...root.querySelectorAll('nav a')].map((a) => [
      a.textContent,
      a.getAttribute('aria-current'),
    ]);
    deepEqual(links, [
      ['test-element', 'page'],
      ['bridge-probe', null],
    ]);
  });

  it("sets the element's attributes from the form", async () => {
    const harness = createHarnessBridge(demoHarnessOptions({ person: 'anna' }));
    const { root } = open('test-element', harness);
    const element = await waitFor(() =>
      present(main(root).querySelector('portal-test-element'), 'element'),
    );
    const input = present(
      [...form(root).querySelectorAll('label')]
        .find((l) => l.textContent?.startsWith('configuration-id'))
        ?.querySelector('input'),
      'the configuration-id field',
    );
    setValue(input, 'karta');
    await waitFor(() =>
      equal(
        element.querySelector('p')?.textContent,
        'Testelementet är laddat (konfiguration: karta, lagring: ingen).',
      ),
    );
  });

  it('mounts the test element with David and his five roles', async () => {
    const harness = createHarnessBridge(demoHarnessOptions({ person: 'david' }));
    const { root } = open('test-element', harness);
    const element = await waitFor(() =>
      present(main(root).querySelector('portal-test-element'), 'element'),
    );
    await waitFor(() =>
      equal(
        element.querySelector('p')?.textContent,
        'Testelementet är laddat (konfiguration: ingen, lagring: ingen).',
      ),
    );
    equal(getBridge().myProfile.get().data?.name, 'David Ek');
    equal((form(root).querySelector('select') as HTMLSelectElement).value, 'david');
    assert(checkbox(root, 'Service_Documents_Read').checked, 'his role is ticked');
    assert(!checkbox(root, 'Service_Proxy_Read').checked, 'a role he lacks is not');
    equal(
      form(root).querySelectorAll('input[type="checkbox"]').length,
      everyRole.length + everyFlag.length,
    );
  });

  it('an element reacts at once when a flag or a role is toggled', async () => {
    const harness = createHarnessBridge(demoHarnessOptions({ person: 'anna', flags: [] }));
    const { root, searches } = open('bridge-probe', harness);
    const probe = await waitFor(() =>
      present(main(root).querySelector('harness-bridge-probe'), 'probe'),
    );
    equal(
      probe.textContent,
      `Profil: Anna Skog; Roller: ${everyRole.length}; Fullmakter: ja; RoleManagement: av`,
    );

    checkbox(root, 'RoleManagement').click();
    await waitFor(() =>
      assert(probe.textContent?.endsWith('RoleManagement: på'), probe.textContent ?? ''),
    );
    assert(checkbox(root, 'RoleManagement').checked, 'the control shows the flag on');

    checkbox(root, 'Service_Proxy_Read').click();
    await waitFor(() =>
      equal(
        probe.textContent,
        `Profil: Anna Skog; Roller: ${everyRole.length - 1}; Fullmakter: nej; RoleManagement: på`,
      ),
    );
    await waitFor(() => equal(searches.at(-1), parseAndFormat(searches.at(-1) ?? '')));
    const query = parseHarnessQuery(searches.at(-1) ?? '');
    deepEqual(query.flags, ['RoleManagement']);
    equal(query.roles?.includes('Service_Proxy_Read'), false);
  });

  it("switches to Bertil's proxy and back, and the element sees his profile", async () => {
    const harness = createHarnessBridge(demoHarnessOptions({ person: 'anna' }));
    const { root } = open('bridge-probe', harness);
    const probe = await waitFor(() =>
      present(main(root).querySelector('harness-bridge-probe'), 'probe'),
    );

    const radio = (name: string) =>
      present(
        [...form(root).querySelectorAll('label')]
          .find((l) => l.textContent?.trim() === name)
          ?.querySelector<HTMLInputElement>('input[type="radio"]'),
        `the proxy choice ${name}`,
      );
    radio('Bertil Gran').click();
    await waitFor(() =>
      equal(
        probe.textContent,
        'Profil: Bertil Gran; Roller: 2; Fullmakter: nej; RoleManagement: av',
      ),
    );
    equal(getBridge().proxy.get().userId, demoIds.bertil);
    equal(
      sessionStorage.getItem('memberportal_proxyUserId'),
      demoIds.bertil,
      'as the host stores it',
    );
    assert(radio('Bertil Gran').checked, 'the control shows the proxy');

    radio('Ingen, egen profil').click();
    await waitFor(() =>
      assert(probe.textContent?.startsWith('Profil: Anna Skog;'), probe.textContent ?? ''),
    );
    equal(sessionStorage.getItem('memberportal_proxyUserId'), null);
  });

  it("follows a switch the element makes itself through the bridge's actions", async () => {
    const harness = createHarnessBridge(demoHarnessOptions({ person: 'anna' }));
    const { root } = open('bridge-probe', harness);
    const probe = await waitFor(() =>
      present(main(root).querySelector('harness-bridge-probe'), 'probe'),
    );
    await getBridge().actions.useProxy(demoIds.bertil);
    await waitFor(() =>
      assert(probe.textContent?.startsWith('Profil: Bertil Gran;'), probe.textContent ?? ''),
    );
    deepEqual(harness.calls, [['useProxy', demoIds.bertil]]);
    equal(getBridge().location.get().pathname, '/', 'the host goes Home');

    let refused: unknown;
    await getBridge()
      .actions.useProxy(demoIds.cecilia)
      .catch((e: unknown) => (refused = e));
    equal((refused as { type?: string } | undefined)?.type, 'proxyNotAllowed');
    equal(getBridge().proxy.get().userId, null, 'a failed proxy is forgotten');
  });

  it('changing the person drops the proxy and takes their roles', async () => {
    const harness = createHarnessBridge(demoHarnessOptions({ person: 'anna', proxy: 'bertil' }));
    const { root } = open('bridge-probe', harness);
    const probe = await waitFor(() =>
      present(main(root).querySelector('harness-bridge-probe'), 'probe'),
    );
    equal(probe.textContent?.startsWith('Profil: Bertil Gran;'), true);
    const select = form(root).querySelector('select') as HTMLSelectElement;
    select.value = 'david';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() =>
      equal(probe.textContent, 'Profil: David Ek; Roller: 5; Fullmakter: nej; RoleManagement: av'),
    );
    equal(getBridge().proxy.get().userId, null);
    equal(queryByRole(form(root), 'radio'), null);
  });

  it('shows an alert for an element it does not know', async () => {
    const harness = createHarnessBridge(demoHarnessOptions({ person: 'anna' }));
    const { root } = open('no-such-element', harness);
    equal(
      (await waitFor(() => getByRole(main(root), 'alert'))).textContent,
      'Elementet no-such-element kunde inte laddas.',
    );
  });
});

function parseAndFormat(search: string) {
  return formatHarnessQuery(parseHarnessQuery(search));
}

describe('harness page addresses', () => {
  it('reads the element from /harness/<name>', () => {
    equal(currentElementName('/harness/test-element', ['a', 'test-element']), 'test-element');
    equal(currentElementName('/harness/', ['a', 'test-element']), 'a');
  });

  it('keeps a setup in the query string and reads it back', () => {
    const search = formatHarnessQuery({
      person: 'anna',
      proxy: 'bertil',
      roles: ['Service_Documents_Read', 'Service_Proxy_Read'],
      flags: ['RoleManagement'],
      attributes: { 'configuration-id': 'demo', 'storage-key': '' },
    });
    equal(
      search,
      '?proxy=bertil&roles=Service_Documents_Read,Service_Proxy_Read&flags=RoleManagement&configuration-id=demo',
    );
    const back = parseHarnessQuery(search);
    deepEqual(back, {
      person: 'anna',
      proxy: 'bertil',
      roles: ['Service_Documents_Read', 'Service_Proxy_Read'],
      flags: ['RoleManagement'],
      attributes: { 'configuration-id': 'demo', 'storage-key': '' },
    });
  });

  it('starts with Anna, her own roles and every flag on', () => {
    const query = parseHarnessQuery('');
    equal(query.person, 'anna');
    equal(query.proxy, null);
    equal(query.roles, undefined);
    deepEqual(query.flags, everyFlag);
    equal(formatHarnessQuery(query), '');
    deepEqual(parseHarnessQuery('?person=nobody&flags=').person, 'anna');
    deepEqual(parseHarnessQuery('?flags=').flags, []);
  });

  it('names the flags that are off when most are on', () => {
    const flags = everyFlag.filter((flag) => flag !== 'RoleManagement');
    const search = formatHarnessQuery({ ...parseHarnessQuery(''), flags });
    equal(search, '?flagsOff=RoleManagement');
    deepEqual(parseHarnessQuery(search).flags, flags);
  });
});
