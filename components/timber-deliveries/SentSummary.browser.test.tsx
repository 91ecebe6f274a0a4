import { assert, equal, present } from '../../shared/testing/assert.ts';
import { getByRole, waitFor } from '../../shared/testing/dom.ts';
import { describe, it } from '../../shared/testing/mocha.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import type { DeliveriesAnswer } from '../../shared/contracts/timber-deliveries.ts';
import { deliveriesElement, demoList, spaces } from './testing.ts';

describe('the deliveries view: what a closed notification sent, and the agreed total', () => {
  const page = deliveriesElement();

  /** The heading's description list, as term: value lines. */
  const sent = (order: string) => {
    const heading = present(
      [...page.root().querySelectorAll('h4')].find((h) => h.textContent === `Skickat med ${order}`),
      `what ${order} sent`,
    );
    const list = present(
      page.root().querySelector(`dl[aria-labelledby="${heading.id}"]`),
      'its description list',
    );
    return [...list.querySelectorAll('div')].map(
      (row) =>
        `${row.querySelector('dt')?.textContent}: ${spaces(row.querySelector('dd')?.textContent ?? '')}`,
    );
  };

  it('shows the e-mail, the message to the transporter and the chosen status of each closed one', async () => {
    const list = demoList();
    const [draft, ongoing, closed] = list.deliveries as [
      DeliveriesAnswer['deliveries'][number],
      DeliveriesAnswer['deliveries'][number],
      DeliveriesAnswer['deliveries'][number],
    ];
    list.deliveries = [
      draft,
      ongoing,
      {
        ...ongoing,
        id: '00000000-0000-4000-8000-0000000d0004',
        timberOrderNumber: 'VO-4',
        status: 'Closed',
        finalDeliveryReason: 'ManualByUser',
        closedAt: '2026-11-20T10:00:00.000Z',
        completion: {
          emails: ['anna.skog@example.se'],
          transporterMessage: 'Ring före lastning',
          deliveryStatus: 'final',
        },
      },
      {
        ...closed,
        completion: {
          emails: ['anna@example.se', 'karin@example.se'],
          transporterMessage: '',
          deliveryStatus: 'notFinal',
        },
      },
    ];
    page.api.answer('listDeliveries', list);
    page.open('virkesordrar/');
    await waitFor(() => getByRole(page.root(), 'heading', 'Stängda anmälningar'));
    equal(
      sent('VO-4').join(' | '),
      'Leveransstatus: Slutleverans – allt virke är anmält | E-postadress: anna.skog@example.se | Meddelande till transportören: Ring före lastning',
    );
    equal(
      sent('VO-1').join(' | '),
      'Leveransstatus: Delleverans – mer virke kommer | E-postadresser: anna@example.se, karin@example.se | Meddelande till transportören: Inget meddelande',
    );
    // Ongoing ones show theirs in the landing list, not here.
    assert(!page.text().includes('Skickat med VO-2'), 'only closed ones');
    await expectNoAxeViolations(page.root());
  });

  it('says nothing was sent for a closed one never completed (closed by the system)', async () => {
    page.open('virkesordrar/');
    await waitFor(() => getByRole(page.root(), 'heading', 'Stängda anmälningar'));
    assert(page.text().includes('Stängd automatiskt efter 30 dagar utan aktivitet'), 'closed');
    equal(page.root().querySelectorAll('h4').length, 0);
  });

  it("shows the agreement's total agreed volume beside its months", async () => {
    page.open('virkesordrar/');
    await waitFor(() =>
      assert(page.text().includes('Avtalad volym totalt: 310 m³fub'), page.text()),
    );
    assert(
      page.text().includes('Avtalad volym totalt: 310 m³fub (Barrmassaved 90, Grantimmer 220).'),
      page.text(),
    );
  });
});
