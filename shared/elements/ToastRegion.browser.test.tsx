import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { createToastService } from '@portal/bridge';
import { flushSync } from 'react-dom';
import { assert, equal } from '../testing/assert.ts';
import { getByRole, queryByRole } from '../testing/dom.ts';
import { beforeEach, describe, it } from '../testing/mocha.ts';
import { mountPerTest } from '../testing/react.ts';
import { createTestClock } from '../testing/testClock.ts';
import { expectNoAxeViolations } from '../ui/testing/axe.ts';
import { ToastRegion } from './ToastRegion.tsx';
import { loadHostStyles } from '../ui/testing/hostStyles.ts';

// The host's own catalogue text for the close button is checked in host/layout tests.
describe('toasts (platform §9)', () => {
  const mount = mountPerTest();
  beforeEach(loadHostStyles);

  function region() {
    const { clock, advance } = createTestClock();
    const toasts = createToastService(clock);
    const root = mount(<ToastRegion toasts={toasts} closeLabel="Stäng" />);
    // Time and toasts change the store outside React's events: render at once.
    const act = (change: () => void) => flushSync(change);
    return { root, toasts, act, advance: (ms: number) => act(() => advance(ms)) };
  }

  it('says a confirmation politely and an error as an alert, each with a close button; axe clean', async () => {
    const { root, toasts, act } = region();
    act(() => {
      toasts.show({ message: 'Dina kontaktuppgifter är sparade.' });
      toasts.show({ message: 'Det gick inte att spara.', kind: 'error' });
    });
    const status = getByRole(root, 'status');
    const alert = getByRole(root, 'alert');
    assert(status.textContent?.includes('Dina kontaktuppgifter är sparade.'), 'polite status');
    equal(queryByRole(status, 'alert'), null);
    assert(alert.textContent?.includes('Det gick inte att spara.'), 'the error is an alert');
    getByRole(status, 'button', 'Stäng');
    getByRole(alert, 'button', 'Stäng');
    await expectNoAxeViolations(root);
  });

  it('goes after its duration: short 3 s, default 5 s, long 7 s, error 20 s', () => {
    const { root, toasts, act, advance } = region();
    act(() => {
      toasts.show({ message: 'Kort', duration: 'short' });
      toasts.show({ message: 'Vanlig' });
      toasts.show({ message: 'Lång', duration: 'long' });
    });
    const shown = () => [...root.querySelectorAll('.toast-message')].map((p) => p.textContent);
    advance(2999);
    equal(shown().join(), 'Kort,Vanlig,Lång');
    advance(1);
    equal(shown().join(), 'Vanlig,Lång');
    advance(2000);
    equal(shown().join(), 'Lång');
    advance(2000);
    equal(shown().join(), '');
    act(() => void toasts.show({ message: 'Fel', kind: 'error' }));
    advance(19_999);
    equal(shown().join(), 'Fel');
    advance(1);
    equal(shown().join(), '');
  });

  it('holds still while the pointer is over it', async () => {
    const { root, toasts, act, advance } = region();
    act(() => void toasts.show({ message: 'Länken är kopierad.', duration: 'short' }));
    const box = root.querySelector('.toast')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 10), Math.round(box.y + 10)] });
    advance(60_000);
    assert(root.textContent?.includes('Länken är kopierad.'), 'kept while hovered');
    await sendMouse({ type: 'move', position: [0, 0] });
    advance(2999);
    assert(root.textContent?.includes('Länken är kopierad.'), 'the time left runs on');
    advance(1);
    equal(root.querySelector('.toast'), null);
  });

  it('holds still while focus is inside it; Escape or the close button closes it', async () => {
    const { root, toasts, act, advance } = region();
    act(() => {
      toasts.show({ message: 'Fakturan är nedladdad.' });
      toasts.show({ message: 'Svaren är sparade.' });
    });
    const [first, second] = [...root.querySelectorAll<HTMLButtonElement>('.toast-close')];
    first!.focus();
    advance(60_000);
    equal(root.querySelectorAll('.toast').length, 1, 'the unfocused one went, the focused stays');
    await sendKeys({ press: 'Escape' });
    flushSync(() => undefined);
    equal(root.querySelector('.toast'), null, 'Escape closed it');
    assert(second, 'two close buttons');

    act(() => void toasts.show({ message: 'Sparat.' }));
    act(() => getByRole(root, 'button', 'Stäng').click());
    equal(root.querySelector('.toast'), null, 'the close button closed it');
  });
});
