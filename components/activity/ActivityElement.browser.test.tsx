import { describe, it } from '../../shared/testing/mocha.ts';
import { deepEqual, equal } from '../../shared/testing/assert.ts';
import { getByRole, spaces, waitFor } from '../../shared/testing/dom.ts';
import { byLabel, description, setValue } from '../../shared/testing/form.ts';
import { addDays } from '../../shared/time/isoDate.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { visibleText } from '../../shared/ui/testing/dom.ts';
import { activityPerTest, annaTodo } from './testing.ts';

const home = '/medlem-i-granskog/att-gora/';
const timeline = '/medlem-i-granskog/handelser/';

describe('portal-activity', () => {
  const page = activityPerTest();
  const { root } = page;
  const items = () =>
    [...root().querySelectorAll('li')].map((li) =>
      [...li.querySelectorAll('h3, p')].map((part) => spaces(visibleText(part))),
    );

  describe('Att göra', () => {
    it('lists what waits for Anna, deadlines first, each linked to its screen, axe clean', async () => {
      page.open(home);
      await waitFor(() => equal(items().length, 2));
      getByRole(root(), 'heading', 'Att göra');
      const due = addDays(todayInSweden(), 8);
      deepEqual(items(), [
        ['Signera leveransvirkesavtalet', 'LV-2 Gallring Björkås', `Senast ${due} (om 8 dagar)`],
        ['Skicka in enkäten om vilja och mål', 'Sparad som utkast', 'Ingen sista dag'],
      ]);
      equal(
        getByRole(root(), 'link', 'Signera leveransvirkesavtalet').getAttribute('href'),
        '/skogsgardens-affarer/leveransvirke/avtal/a1/signera/',
      );
      equal(getByRole(root(), 'link', 'Se vad som har hänt').getAttribute('href'), timeline);
      equal(page.api.callsOf('getTodo').length, 1);
      equal(page.api.calls[0]?.userId, null);
      await expectNoAxeViolations(root());
    });

    it('says the last day is today or tomorrow in words, and when a last day has passed', async () => {
      const todo = annaTodo();
      const passed = {
        ...todo.actions[0]!,
        id: 'electricity:pay:1',
        dueOn: addDays(todayInSweden(), -3),
      };
      todo.actions[0]!.dueOn = todayInSweden();
      todo.actions[1]!.dueOn = addDays(todayInSweden(), 1);
      todo.actions.unshift(passed);
      page.api.answerNext('getTodo', todo);
      page.open(home);
      await waitFor(() => equal(items().length, 3));
      equal(
        items()[0]![2],
        `Sista dagen var ${addDays(todayInSweden(), -3)}: gör det så snart du kan`,
      );
      equal(items()[1]![2], `Senast ${todayInSweden()} (sista dagen i dag)`);
      equal(items()[2]![2], `Senast ${addDays(todayInSweden(), 1)} (i morgon)`);
    });

    it('says when nothing waits, and names an area that could not be read', async () => {
      page.api.answerNext('getTodo', { actions: [], unavailable: ['Konton'] });
      page.open(home);
      await waitFor(() =>
        equal(visibleText(root()).includes('Du har inget att göra just nu.'), true),
      );
      equal(
        visibleText(getByRole(root(), 'status')),
        'Just nu kan vi inte visa allt från: Konton. Försök igen om en stund.',
      );
      await expectNoAxeViolations(root());
    });

    it('says so in Swedish when the list cannot be loaded, and loads it again on retry', async () => {
      page.api.failNext('getTodo', 'internal');
      page.open(home);
      const alert = await waitFor(() => getByRole(root(), 'alert'));
      equal(visibleText(alert).startsWith('Något gick fel. Försök igen om en stund.'), true);
      getByRole(alert, 'button', 'Försök igen').click();
      await waitFor(() => equal(items().length, 2));
      equal(page.api.callsOf('getTodo').length, 2);
    });
  });

  describe('Händelser', () => {
    it('lists what happened, newest first, with the period shown, axe clean', async () => {
      page.open(timeline);
      await waitFor(() => equal(items().length, 2));
      getByRole(root(), 'heading', 'Händelser');
      deepEqual(items()[0], [
        '2026-11-20 · Konton',
        'Uttag signerat',
        '5 000,00 kr från medlemskonto 8480-0100001',
        'Läs mer: Uttag signerat',
      ]);
      equal(
        visibleText(root()).includes(
          `Visar ${addDays(todayInSweden(), -90)} – ${todayInSweden()}, det senaste först.`,
        ),
        true,
      );
      await expectNoAxeViolations(root());
    });

    it('filters by area and period, sending only what was chosen', async () => {
      page.open(timeline);
      await waitFor(() => equal(items().length, 2));
      setValue(byLabel<HTMLSelectElement>(root(), 'Område'), 'proxies');
      setValue(byLabel(root(), 'Från och med'), '2026-09-01');
      getByRole(root(), 'button', 'Visa').click();
      await waitFor(() => equal(items().length, 1));
      equal(items()[0]![1], 'Fullmakt given');
      equal(page.api.callsOf('getTimeline').at(-1)?.search, '?area=proxies&from=2026-09-01');
    });

    it('refuses a period that ends before it starts with the Swedish message, asking nothing', async () => {
      page.open(timeline);
      await waitFor(() => equal(items().length, 2));
      setValue(byLabel(root(), 'Från och med'), '2026-05-01');
      setValue(byLabel(root(), 'Till och med'), '2026-04-01');
      getByRole(root(), 'button', 'Visa').click();
      await waitFor(() =>
        equal(
          description(byLabel(root(), 'Till och med')).includes(
            'Slutdatumet kan inte vara före startdatumet.',
          ),
          true,
        ),
      );
      equal(page.api.callsOf('getTimeline').length, 1);
      await expectNoAxeViolations(root());
    });
  });
});
