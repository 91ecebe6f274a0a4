import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import { getByRole } from '../../shared/testing/dom.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { sv } from './sv.ts';
import { deliveriesElement, ids, spaces } from './testing.ts';

const pending = {
  status: 'Ordered' as const,
  street: 'Skogsvägen 12',
  postalCode: '35246',
  city: 'Växjö',
  lines: [{ assortment: 'grantimmer' as const, tags: 4 }],
  orderedAt: '2026-11-26T09:00:00.000Z',
  expectedBy: '2026-12-03',
};

/**
 * The screens while the member waits for the cooperative (§4): what the server refuses
 * (StackTagsPending, EudrStatusInvalid) is not offered, and one Swedish reason says why.
 */
describe('portal-timber-deliveries while locked', () => {
  const page = deliveriesElement();

  const { root, text, gone, openShowing: open } = page;
  const reasons = () =>
    [...root().querySelectorAll('.banner-info')].map((p) => spaces(p.textContent ?? ''));
  const listPath = `${ids.ongoing}/upplag/`;
  const landingPath = `${listPath}${ids.landing}/`;

  it('unlocked, the landing list and the landing view offer every change (the baseline)', async () => {
    await open(listPath, 'Avlägg vid Norrskogsvägen');
    getByRole(root(), 'button', 'Nytt avlägg');
    getByRole(root(), 'button', 'Slutför leveransen');
    await open(landingPath, 'Sortiment på avlägget');
    getByRole(root(), 'button', 'Lägg till sortiment');
    getByRole(root(), 'button', 'Ändra avlägg');
    // It carries an assortment, so it cannot be removed (Refusals.browser.test.tsx).
    gone('Ta bort avlägg');
    getByRole(root(), 'button', 'Ändra Grantimmer');
    equal(reasons().filter((r) => r.includes('låst')).length, 0, 'no lock reason');
  });

  it('stack tags waiting: no assortment changes or completing, landings still open, the reason once', async () => {
    page.api.ongoing = { stackTags: pending };
    await open(listPath, 'Avlägg vid Norrskogsvägen');
    const reason = sv['landings.stackTagsPending'];
    equal(reasons().filter((r) => r === reason).length, 1, reasons().join(' | '));
    gone('Slutför leveransen');
    // The server takes new landings meanwhile (only assortments and completing wait).
    getByRole(root(), 'button', 'Nytt avlägg');
    await expectNoAxeViolations(root());

    await open(landingPath, 'Sortiment på avlägget');
    assert(reasons().includes(reason), reasons().join(' | '));
    gone('Lägg till sortiment');
    gone('Ändra Grantimmer');
    gone('Ta bort Grantimmer');
    getByRole(root(), 'button', 'Ändra avlägg');
    // The assortments are still listed, without the actions column.
    assert(text().includes('v. 46'), 'the assortment stays readable');
    await expectNoAxeViolations(root());
  });

  it('origin review running: landings, assortments, sending, origin and completing locked; stack tags may be ordered', async () => {
    page.api.ongoing = { status: 'Draft', eudrStatus: 'InReview' };
    page.api.originOpen = true;
    await open(listPath, 'Avlägg vid Norrskogsvägen');
    const reason = sv['landings.reviewRunning'];
    equal(reasons().filter((r) => r === reason).length, 1, reasons().join(' | '));
    gone('Nytt avlägg');
    gone('Skicka anmälan');
    gone('Slutför leveransen');
    gone('Rita ursprungsytor');
    getByRole(root(), 'button', 'Beställ travlappar till VO-2');
    await expectNoAxeViolations(root());

    await open(landingPath, 'Sortiment på avlägget');
    assert(reasons().includes(reason), reasons().join(' | '));
    for (const name of [
      'Lägg till sortiment',
      'Ändra avlägg',
      'Ta bort avlägg',
      'Ändra Grantimmer',
      'Ta bort Grantimmer',
    ])
      gone(name);
    await expectNoAxeViolations(root());
  });

  it('both at once: the review reason alone, as it locks all that the order does', async () => {
    page.api.ongoing = { eudrStatus: 'InReview', stackTags: pending };
    await open(landingPath, 'Sortiment på avlägget');
    const locks = reasons().filter((r) => r.includes('låst'));
    equal(locks.length, 1, locks.join(' | '));
    equal(locks[0], sv['landings.reviewRunning']);
  });
});
