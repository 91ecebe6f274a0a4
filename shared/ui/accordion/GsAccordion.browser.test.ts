import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../testing/mocha.ts';
import { deepEqual, equal } from '../../testing/assert.ts';
import type { AccordionItemBlock } from '../../contracts/content.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { accessibleName, getByRole, headingLevelOf, queryAllByRole } from '../testing/dom.ts';
import { mount, unmountAll } from '../testing/mount.ts';
import type { GsAccordion } from './index.ts';
import './index.ts';

const items: AccordionItemBlock[] = [
  {
    type: 'accordionItem',
    heading: 'Vad kostar medlemskapet?',
    html: '<p>Insatsen är 2 000 kronor per hektar.</p>',
  },
  {
    type: 'accordionItem',
    heading: 'Hur ändrar jag mina kontaktuppgifter?',
    html: '<p>Gå till Mina uppgifter.</p>',
    open: true,
  },
  {
    type: 'accordionItem',
    heading: 'Vem är min virkesköpare?',
    html: '<p>Du ser din virkesköpare i menyn.</p>',
  },
];

/** The section button that has focus, read through the shadow roots. */
function focusedButtonName(): string | undefined {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active?.textContent?.trim();
}

describe('gs-accordion', () => {
  afterEach(() => unmountAll());

  it('shows its sections under its heading, with the editor open ones open', async () => {
    const element = await mount<GsAccordion>('gs-accordion', { heading: 'Vanliga frågor', items });
    equal(headingLevelOf(getByRole(element, 'heading', 'Vanliga frågor')), 2);
    const buttons = queryAllByRole(element, 'button');
    deepEqual(
      buttons.map((button) => [button.textContent?.trim(), button.getAttribute('aria-expanded')]),
      [
        ['Vad kostar medlemskapet?', 'false'],
        ['Hur ändrar jag mina kontaktuppgifter?', 'true'],
        ['Vem är min virkesköpare?', 'false'],
      ],
    );
    equal(headingLevelOf(getByRole(element, 'heading', 'Vad kostar medlemskapet?')), 3);
    deepEqual(
      queryAllByRole(element, 'region').map(accessibleName),
      ['Hur ändrar jag mina kontaktuppgifter?'],
      'only the open section shows its region',
    );
    await expectNoAxeViolations(element);
  });

  it('moves between section buttons with the arrow keys, Home and End', async () => {
    const element = await mount<GsAccordion>('gs-accordion', { items });
    getByRole(element, 'button', 'Vad kostar medlemskapet?').focus();
    await sendKeys({ press: 'ArrowDown' });
    equal(focusedButtonName(), 'Hur ändrar jag mina kontaktuppgifter?');
    await sendKeys({ press: 'End' });
    equal(focusedButtonName(), 'Vem är min virkesköpare?');
    await sendKeys({ press: 'ArrowDown' });
    equal(focusedButtonName(), 'Vad kostar medlemskapet?', 'wraps to the first');
    await sendKeys({ press: 'ArrowUp' });
    equal(focusedButtonName(), 'Vem är min virkesköpare?', 'wraps to the last');
    await sendKeys({ press: 'Home' });
    equal(focusedButtonName(), 'Vad kostar medlemskapet?');
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    getByRole(element, 'region', 'Vad kostar medlemskapet?');
  });

  it('takes gs-accordion-item children and gives them the level below its heading', async () => {
    const element = await mount<GsAccordion>(
      'gs-accordion',
      { heading: 'Frågor om fullmakter' },
      {
        children:
          '<gs-accordion-item heading="Vem kan få fullmakt?"></gs-accordion-item>' +
          '<gs-accordion-item heading="Hur länge gäller den?" open></gs-accordion-item>',
      },
    );
    await new Promise((resolve) => setTimeout(resolve));
    const heading = getByRole(element, 'heading', 'Vem kan få fullmakt?');
    equal(headingLevelOf(heading), 3);
    equal(
      getByRole(element, 'button', 'Hur länge gäller den?').getAttribute('aria-expanded'),
      'true',
    );
    getByRole(element, 'button', 'Vem kan få fullmakt?').focus();
    await sendKeys({ press: 'ArrowDown' });
    equal(focusedButtonName(), 'Hur länge gäller den?');
    await expectNoAxeViolations(element);
  });
});
