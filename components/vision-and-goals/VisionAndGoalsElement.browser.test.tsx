import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole, spaces, waitFor } from '../../shared/testing/dom.ts';
import { showToastsPerTest } from '../../shared/testing/toasts.tsx';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import type { Survey } from '../../shared/contracts/vision-and-goals.ts';
import { groupA, groupB, newSurvey, visionAndGoalsPerTest } from './testing.ts';

const base = '/medlem-i-granskog/vilja-och-mal/';

describe('portal-vision-and-goals', () => {
  // Confirmations are the portal's toasts (platform §9), shown as the host does.
  const toasts = showToastsPerTest();
  const toastText = () => (toasts().textContent ?? '').replace(/\s+/g, ' ');
  const page = visionAndGoalsPerTest();
  const { root } = page;

  /** Opens a page of the survey for Anna, her survey as given (new). */
  function open(path: string, survey?: Survey) {
    if (survey) page.setUp({ person: 'anna' }, { survey });
    page.open(`${base}${path}`);
  }
  const text = () => spaces(root().textContent ?? '');
  const radio = (name: string, group?: string) => {
    const scope = group
      ? [...root().querySelectorAll('fieldset')].find((f) =>
          spaces(f.querySelector('legend')?.textContent ?? '').startsWith(group),
        )!
      : root();
    const found = [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (input) => spaces(input.labels?.[0]?.textContent ?? '') === name,
    );
    if (!found) throw new Error(`No radio named ${name}`);
    return found;
  };
  const path = () => page.harness.bridge.location.get().pathname;

  it('shows the home with the status and the groups, and starts the survey', async () => {
    open('');
    await waitFor(() => assert(text().includes('StatusInte påbörjad'), text()));
    assert(text().includes('Björkås 2:7 (ägs tillsammans med andra)'));
    assert(text().includes('Norrskogen 1:4'));
    await expectNoAxeViolations(root());
    getByRole(root(), 'link', 'Fyll i enkäten').click();
    await waitFor(() => equal(path(), `${base}enkat/`));
    await waitFor(() => getByRole(root(), 'heading', 'Om dig och din skog'));
  });

  it('shows a sent survey with the Swedish day it was saved and sent', async () => {
    // 23:30 UTC is already the next day in Sweden.
    const at = '2026-11-25T23:30:00.000Z';
    open('', { ...newSurvey(), status: 'sent', updatedAt: at, sentAt: at });
    await waitFor(() => assert(text().includes('StatusSkickad till rådgivaren'), text()));
    assert(text().includes('Senast sparad2026-11-26'), text());
    assert(text().includes('Skickad2026-11-26'), text());
    getByRole(root(), 'link', 'Ändra dina svar');
    await expectNoAxeViolations(root());
  });

  it('names every required answer of a step in Swedish before moving on', async () => {
    open('enkat/');
    const next = await waitFor(() => getByRole(root(), 'button', 'Nästa'));
    next.click();
    await waitFor(() => assert(text().includes('Välj hur långt fram du planerar.'), text()));
    assert(text().includes('Välj hur du har planerat för generationsskiftet.'));
    assert(text().includes('Välj hur du vill sköta skogen.'));
    equal(path(), `${base}enkat/`);
    await expectNoAxeViolations(root());
    radio('Över generationer').click();
    radio('Jag håller på att planera det').click();
    radio('Tillsammans med rådgivaren').click();
    getByRole(root(), 'button', 'Nästa').click();
    await waitFor(() => equal(path(), `${base}enkat/fastigheter/${groupA}/`));
  });

  it('copies answers from another group and saves a draft, then goes home', async () => {
    const survey = newSurvey();
    survey.status = 'draft';
    survey.answers.groups[groupA] = { economy: '4', nature: '5', recreation: '2', hunting: 'own' };
    open(`enkat/fastigheter/${groupB}/`, survey);
    await waitFor(() => getByRole(root(), 'heading', 'Dina mål för Norrskogen 1:4'));
    await expectNoAxeViolations(root());
    getByRole(root(), 'button', 'Kopiera svaren').click();
    await waitFor(() => assert(radio('Mycket viktigt', 'Hur viktigt är det att gynna').checked));
    const copied = {
      method: 'PUT',
      body: {
        personal: {},
        groups: {
          [groupA]: { economy: '4', nature: '5', recreation: '2', hunting: 'own' },
          [groupB]: { economy: '4', nature: '5', recreation: '2', hunting: 'own' },
        },
        message: '',
      },
    };
    // The copy is saved at once, before any other save.
    await waitFor(() =>
      assert(toastText().includes('Svaren från Björkås 2:7 är kopierade hit och sparade'), text()),
    );
    deepEqual(page.api.bodies(), [copied]);
    await expectNoAxeViolations(root());
    getByRole(root(), 'button', 'Spara och stäng').click();
    await waitFor(() => equal(path(), base));
    deepEqual(page.api.bodies().at(-1), copied);
    await waitFor(() => assert(text().includes('StatusUtkast'), text()));
  });

  it('sends from the preview and thanks the member; the thank-you page alone goes home', async () => {
    const survey = newSurvey();
    const answers = { economy: '3', nature: '3', recreation: '3', hunting: 'none' };
    survey.answers = {
      personal: { timeHorizon: 'over15', heirs: 'notYet', involvement: 'myself' },
      groups: { [groupA]: answers, [groupB]: answers },
      message: '',
    };
    open('enkat/forhandsgranskning/', survey);
    await waitFor(() => getByRole(root(), 'heading', 'Förhandsgranska dina svar'));
    assert(text().includes('Hur långt fram planerar du för din skog?Mer än 15 år'));
    await expectNoAxeViolations(root());
    getByRole(root(), 'button', 'Spara och skicka till rådgivaren').click();
    await waitFor(() => equal(path(), `${base}enkat/inskickad/`));
    await waitFor(() => getByRole(root(), 'heading', 'Tack! Din enkät är skickad'));
    equal(page.api.bodies().at(-1)!.method, 'POST');
    page.harness.goTo(`${base}enkat/inskickad/`);
    // A second visit without a new send: still thanked only until leaving; then home.
    getByRole(root(), 'link', 'Till Vilja och mål').click();
    await waitFor(() => equal(path(), base));
    page.harness.goTo(`${base}enkat/inskickad/`);
    await waitFor(() => equal(path(), base));
    equal(queryByRole(root(), 'heading', 'Tack! Din enkät är skickad'), null);
  });

  it('names the steps that miss answers instead of sending', async () => {
    open('enkat/forhandsgranskning/');
    const send = await waitFor(() =>
      getByRole(root(), 'button', 'Spara och skicka till rådgivaren'),
    );
    send.click();
    await waitFor(() =>
      assert(
        text().includes(
          'Svar saknas i: Om dig, Fastigheter: Björkås 2:7, Fastigheter: Norrskogen 1:4',
        ),
        text(),
      ),
    );
    equal(page.api.bodies().length, 0);
  });

  it('sends a direct visit of the thank-you page to the home', async () => {
    open('enkat/inskickad/');
    await waitFor(() => equal(path(), base));
    await waitFor(() => getByRole(root(), 'heading', 'Din enkät om vilja och mål'));
  });
});
