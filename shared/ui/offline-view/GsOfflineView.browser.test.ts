import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { getByRole, headingLevelOf, visibleText } from '../testing/dom.ts';
import { mount, recordEvents, unmountAll } from '../testing/mount.ts';
import type { GsOfflineView } from './index.ts';
import './index.ts';

describe('gs-offline-view', () => {
  afterEach(() => unmountAll());

  it('says the page is unavailable, with the editor message and a way to see it anyway', async () => {
    const element = await mount<GsOfflineView>('gs-offline-view', {
      message: 'Vi uppdaterar prislistorna. Sidan är tillbaka i morgon kl. 08.',
    });
    equal(headingLevelOf(getByRole(element, 'heading', 'Sidan är inte tillgänglig just nu')), 2);
    assert(visibleText(element).includes('Vi uppdaterar prislistorna.'));
    await expectNoAxeViolations(element);

    const recorder = recordEvents('gs-offline-override');
    getByRole(element, 'button', 'Visa sidan ändå').focus();
    await sendKeys({ press: 'Enter' });
    recorder.stop();
    equal(recorder.events.length, 1);
    equal(recorder.events[0]!.bubbles && recorder.events[0]!.composed, true);
  });
});
