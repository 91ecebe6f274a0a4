import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { createHarnessBridge } from '../../shared/testing/testBridge.ts';
import { showToastsPerTest } from '../../shared/testing/toasts.tsx';
import { getByRole, queryByRole } from '../../shared/ui/testing/dom.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { demoHarnessOptions, demoIds, demoProfiles } from '../../tests/harness/profiles.ts';
import { elementName } from './index.tsx';

const path = 'api/v1/memberProfiles/current/economics';

interface Call {
  method: string;
  ifMatch: string | null;
  userId: string | null;
  body: unknown;
}

/** The member API for this element: answers per method, in turn; records every call. */
function fakeApi(answers: { GET: (() => Response)[]; PUT?: (() => Response)[] }) {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), location.href);
    const headers = new Headers(init?.headers);
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      ifMatch: headers.get('if-match'),
      userId: headers.get('x-user-id'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    const list = url.pathname === `/${path}` ? answers[method as 'GET' | 'PUT'] : undefined;
    const answer = list && (list.length > 1 ? list.shift() : list[0]);
    return answer ? answer() : new Response(null, { status: 404 });
  };
  return { calls, restore: () => (globalThis.fetch = original) };
}

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
const problem = (status: number, type: string) =>
  json({ type, title: 'Serverns egen text', status }, status);

const radio = (root: HTMLElement, label: string) => {
  const found = [...root.querySelectorAll('label')].find(
    (element) => element.textContent?.trim() === label,
  );
  return found?.querySelector('input') as HTMLInputElement;
};

/** A fieldset (role group) by its legend. */
const groupNamed = (root: HTMLElement, legend: string) =>
  [...root.querySelectorAll('fieldset')].find(
    (fieldset) => fieldset.querySelector('legend')?.textContent === legend,
  );

describe('portal-stake-choices', () => {
  // The saved choice is confirmed by the portal's toast (platform §9), shown as the host does.
  const toasts = showToastsPerTest();
  let element: HTMLElement | null = null;
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => {
    element?.remove();
    api?.restore();
    sessionStorage.clear();
  });

  async function mountFor(
    answers: Parameters<typeof fakeApi>[0],
    person: 'anna' | 'cecilia' = 'anna',
  ) {
    createHarnessBridge(demoHarnessOptions({ person }));
    api = fakeApi(answers);
    element = document.createElement(elementName);
    document.body.append(element);
    await waitFor(() => getByRole(element!, 'heading', 'Dina insatsval'));
    return element;
  }

  it("shows Anna's choice and saves a new one with the version it showed", async () => {
    const root = await mountFor({
      GET: [json({ stakePercent: 4, aboveStakeParticipation: false, version: 3 })],
      PUT: [json(demoProfiles.anna, 200, { etag: '"4"' })],
    });
    await waitFor(() => assert(radio(root, '4 procent').checked, '4 % chosen'));
    assert(radio(root, 'Nej').checked);
    assert(groupNamed(root, 'Insatsavdrag från virkeslikviden'), 'the stake group');
    await expectNoAxeViolations(root);

    radio(root, '2 procent').focus();
    await sendKeys({ press: 'Space' });
    radio(root, 'Ja, jag vill delta med överinsats').click();
    getByRole(root, 'button', 'Spara mina insatsval').click();
    await waitFor(() => getByRole(toasts(), 'status', /^Dina insatsval är sparade\./));
    await waitFor(() => equal(document.activeElement?.textContent, 'Dina insatsval'));
    await expectNoAxeViolations(toasts());
    deepEqual(api!.calls[1], {
      method: 'PUT',
      ifMatch: '"3"',
      userId: null,
      body: { stakePercent: 2, aboveStakeParticipation: true },
    });
  });

  it('shows the §9 default of 4 % chosen when the member never chose, and asks only for the rest (issue 28)', async () => {
    const root = await mountFor({
      GET: [json({ stakePercent: null, aboveStakeParticipation: null, version: 1 })],
    });
    const save = await waitFor(() => getByRole(root, 'button', 'Spara mina insatsval'));
    assert(radio(root, '4 procent').checked, '4 procent stands chosen');
    assert(!radio(root, '2 procent').checked);
    save.click();
    const summary = await waitFor(() => getByRole(root, 'alert'));
    deepEqual(
      [...summary.querySelectorAll('li')].map((li) => li.textContent),
      ['Välj om du vill delta med överinsats'],
    );
    equal(
      document.activeElement,
      radio(root, 'Ja, jag vill delta med överinsats'),
      'focus on the first choice left',
    );
    const group = groupNamed(root, 'Överinsats')!;
    assert(
      (group.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .some(
          (id) =>
            document.getElementById(id)?.textContent === 'Välj om du vill delta med överinsats',
        ),
      'the group names its error',
    );
    equal(api!.calls.filter((call) => call.method === 'PUT').length, 0, 'nothing sent');
    await expectNoAxeViolations(root);
  });

  it('fetches the latest choices again after a conflict and says so in Swedish', async () => {
    const root = await mountFor({
      GET: [
        json({ stakePercent: 4, aboveStakeParticipation: false, version: 3 }),
        json({ stakePercent: 2, aboveStakeParticipation: true, version: 5 }),
      ],
      PUT: [problem(412, 'versionConflict')],
    });
    (await waitFor(() => getByRole(root, 'button', 'Spara mina insatsval'))).click();
    await waitFor(() =>
      getByRole(
        root,
        'alert',
        'Dina insatsval kunde inte sparas. Dina insatsval har ändrats sedan sidan visades, kanske i ett annat fönster. Vi har hämtat de senaste valen. Gör ändringen igen.',
      ),
    );
    await waitFor(() => assert(radio(root, '2 procent').checked, 'the latest choice shows'));
  });

  it('refuses Anna acting for Bertil in Swedish, sending his id', async () => {
    createHarnessBridge(demoHarnessOptions({ person: 'anna', proxy: 'bertil' }));
    api = fakeApi({ GET: [problem(403, 'forbidden')] });
    element = document.createElement(elementName);
    document.body.append(element);
    await waitFor(() =>
      getByRole(element!, 'alert', /Du har inte rättighet att utföra denna åtgärd\./),
    );
    equal(api.calls[0]?.userId, demoIds.bertil);
    equal(queryByRole(element, 'button', 'Spara mina insatsval'), null);
  });
});
