import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, deepEqual, equal } from '../../testing/assert.ts';
import { messageTypes, type MessageType } from '../../contracts/content.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { getByRole, queryAllByRole, queryByRole, visibleText } from '../testing/dom.ts';
import { mount, recordEvents, unmountAll } from '../testing/mount.ts';
import type { GsMessage } from './index.ts';
import './index.ts';

const texts: Record<MessageType, string> = {
  Success: 'Dina kontaktuppgifter är sparade.',
  Warning: 'Utbetalningar kan bli försenade under helgerna.',
  Error: 'Vi kunde inte hämta dina avräkningar.',
  Attention: 'Kom ihåg att förnya din skogsbruksplan.',
  Black: 'Stormvarning: undvik skogen i helgen.',
  Info: 'Mina sidor uppdateras söndag kl. 06–08.',
};

describe('gs-message', () => {
  afterEach(() => unmountAll());

  it('gives each of the six types its own colours, an icon and the right live role', async () => {
    const roles: Record<string, string | null> = {};
    const backgrounds = new Set<string>();
    for (const type of messageTypes) {
      const element = await mount<GsMessage>('gs-message', {
        messageType: type,
        text: texts[type],
        messageId: `msg-${type}`,
      });
      const box = element.shadowRoot!.querySelector('.message')!;
      roles[type] = box.getAttribute('role');
      backgrounds.add(getComputedStyle(box).backgroundColor);
      equal(box.querySelector('svg')?.getAttribute('aria-hidden'), 'true', `${type} icon`);
      assert(visibleText(element).endsWith(texts[type]), `${type} text`);
      await expectNoAxeViolations(element);
    }
    deepEqual(roles, {
      Success: 'status',
      Warning: null,
      Error: 'alert',
      Attention: null,
      Black: null,
      Info: 'status',
    });
    equal(backgrounds.size, 6);
  });

  it('says its type in words, not by colour alone', async () => {
    const element = await mount<GsMessage>('gs-message', {
      messageType: 'Warning',
      text: texts.Warning,
    });
    equal(visibleText(element), `Varning: ${texts.Warning}`);
    const error = await mount<GsMessage>('gs-message', {
      messageType: 'Error',
      heading: 'Avräkningarna saknas',
      text: texts.Error,
    });
    equal(
      getByRole(error, 'alert').textContent?.replace(/\s+/g, ' ').trim(),
      `Fel: Avräkningarna saknas ${texts.Error}`,
    );
  });

  it('is dismissed by keyboard with "Stäng meddelandet"', async () => {
    const element = await mount<GsMessage>('gs-message', {
      messageType: 'Info',
      text: texts.Info,
      messageId: 'driftinfo-2026-11',
      dismissible: true,
    });
    await expectNoAxeViolations(element);
    const recorder = recordEvents('gs-message-dismiss');
    getByRole(element, 'button', 'Stäng meddelandet').focus();
    await sendKeys({ press: 'Enter' });
    recorder.stop();
    deepEqual(
      recorder.events.map((event) => event.detail),
      [{ id: 'driftinfo-2026-11' }],
    );
  });

  it('has no dismiss button unless asked', async () => {
    const element = await mount<GsMessage>('gs-message', {
      messageType: 'Black',
      text: texts.Black,
    });
    equal(queryByRole(element, 'button'), null);
    equal(queryAllByRole(element, 'status').length + queryAllByRole(element, 'alert').length, 0);
  });
});
