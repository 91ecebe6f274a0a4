import { assert, equal } from '../../shared/testing/assert.ts';
import { getByRole, waitFor } from '../../shared/testing/dom.ts';
import { afterEach, beforeEach, describe, it } from '../../shared/testing/mocha.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { base, deliveriesElement, demoDeliveryFlags, demoList, ids } from './testing.ts';

/**
 * §2.1 delivery children: `virkesordrar` is the default, and `upplag/` without a delivery id
 * is the one ongoing notification's landing list. Each takes the place of the address asked
 * for: the bare `anmalan/` by the manifest's redirect, `upplag/` by the element's navigate
 * with replace. The harness moves the page's own address as the host's router does
 * (addressBar); it is put back after each test.
 */
describe('the deliveries routes: the default child and upplag without a delivery', () => {
  const page = deliveriesElement(
    { person: 'anna', flags: demoDeliveryFlags },
    { addressBar: true },
  );
  let before = '';
  let entries = 0;
  beforeEach(() => {
    before = `${location.pathname}${location.search}`;
    entries = history.length;
  });
  afterEach(() => history.replaceState(history.state, '', before));

  it('anmalan/ shows the deliveries view and the address says virkesordrar/, no new entry', async () => {
    page.open('');
    await waitFor(() => getByRole(page.root(), 'heading', 'Pågående anmälningar'));
    await waitFor(() => equal(location.pathname, `${base}virkesordrar/`));
    equal(history.length, entries, 'the same history entry');
    await expectNoAxeViolations(page.root());
  });

  it('virkesordrar/ is left as it is', async () => {
    history.replaceState(history.state, '', `${base}virkesordrar/`);
    page.open('virkesordrar/');
    await waitFor(() => getByRole(page.root(), 'heading', 'Pågående anmälningar'));
    equal(location.pathname, `${base}virkesordrar/`);
  });

  it('upplag/ opens the landing list of the one ongoing notification', async () => {
    page.open('upplag/');
    await waitFor(() => getByRole(page.root(), 'heading', 'Avlägg'));
    await waitFor(() => equal(location.pathname, `${base}${ids.ongoing}/upplag/`));
    assert(page.text().includes('Avlägg vid Norrskogsvägen'), page.text());
    equal(history.length, entries, 'the same history entry');
  });

  it('upplag/ with no ongoing notification shows the deliveries view, virkesordrar/ in the address', async () => {
    // The agreement's list with its ongoing notification closed: only a draft and closed ones.
    const list = demoList();
    list.deliveries = list.deliveries.map((d) =>
      d.status === 'Ongoing' ? { ...d, status: 'Closed', finalDeliveryReason: 'ManualByUser' } : d,
    );
    page.api.answer('listDeliveries', list);
    const asked = () => page.api.deliveryCalls().map((call) => call.path);
    page.open('upplag/');
    await waitFor(() => getByRole(page.root(), 'heading', 'Pågående anmälningar'));
    await waitFor(() => equal(location.pathname, `${base}virkesordrar/`));
    equal(history.length, entries, 'the same history entry');
    assert(!asked().some((p) => p.includes('/deliveries/')), 'no landing list was fetched');
  });
});
