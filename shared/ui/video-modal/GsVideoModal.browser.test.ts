import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../testing/mocha.ts';
import { deepEqual, equal } from '../../testing/assert.ts';
import { waitFor } from '../../testing/dom.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { getByRole, queryByRole } from '../testing/dom.ts';
import { mount, recordEvents, unmountAll } from '../testing/mount.ts';
import type { GsText } from '../text/index.ts';
import '../text/index.ts';
import { connectVideoModal, type GsVideoModal } from './index.ts';
import './index.ts';

function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function pageWithVideoLink() {
  const text = await mount<GsText>('gs-text', {
    html: '<p>Se <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Så planterar du gran</a>.</p>',
  });
  const modal = await mount<GsVideoModal>('gs-video-modal');
  const disconnect = connectVideoModal(document, modal);
  return { text, modal, disconnect };
}

describe('gs-video-modal', () => {
  afterEach(() => unmountAll());

  it('opens the video from a link in the text and closes with Escape, focus back on the link', async () => {
    const { text, modal, disconnect } = await pageWithVideoLink();
    try {
      const link = getByRole(text, 'link', 'Så planterar du gran');
      link.focus();
      await sendKeys({ press: 'Enter' });
      await modal.updateComplete;
      const dialog = getByRole(modal, 'dialog', 'Så planterar du gran');
      equal((dialog as HTMLDialogElement).open, true);
      const frame = getByRole(dialog, 'iframe', 'Så planterar du gran') as HTMLIFrameElement;
      equal(frame.src, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
      equal(deepActiveElement(), getByRole(dialog, 'button', 'Stäng videon'));
      await expectNoAxeViolations(modal);

      const closed = recordEvents('gs-video-close');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => equal(modal.open, false));
      await modal.updateComplete;
      closed.stop();
      equal(queryByRole(modal, 'dialog'), null);
      equal(modal.shadowRoot!.querySelector('iframe'), null, 'the player is gone');
      equal(deepActiveElement(), link);
      deepEqual(
        closed.events.map((event) => event.detail),
        [{ videoId: 'dQw4w9WgXcQ' }],
      );
    } finally {
      disconnect();
    }
  });

  it('closes with "Stäng videon"', async () => {
    const { text, modal, disconnect } = await pageWithVideoLink();
    try {
      const link = getByRole(text, 'link', 'Så planterar du gran');
      link.focus();
      link.click();
      await modal.updateComplete;
      getByRole(modal, 'button', 'Stäng videon').click();
      await modal.updateComplete;
      equal(modal.open, false);
      equal(queryByRole(modal, 'dialog'), null);
      equal(deepActiveElement(), link);
    } finally {
      disconnect();
    }
  });

  it('can be opened by the host with a video id and title', async () => {
    const modal = await mount<GsVideoModal>('gs-video-modal');
    modal.show('abcDEF12345', 'Röjning steg för steg');
    await modal.updateComplete;
    getByRole(modal, 'dialog', 'Röjning steg för steg');
    modal.close();
    await modal.updateComplete;
    equal(queryByRole(modal, 'dialog'), null);
  });
});
