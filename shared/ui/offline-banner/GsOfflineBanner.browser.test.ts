import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../testing/mocha.ts';
import { equal } from '../../testing/assert.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { getByRole } from '../testing/dom.ts';
import { mount, recordEvents, unmountAll } from '../testing/mount.ts';
import type { GsOfflineBanner } from './index.ts';
import './index.ts';

describe('gs-offline-banner', () => {
  afterEach(() => unmountAll());

  it('tells the member the page is off and restores it with "Återställ"', async () => {
    const element = await mount<GsOfflineBanner>('gs-offline-banner');
    getByRole(element, 'status', 'Sidan är avstängd. Du ser den ändå.');
    await expectNoAxeViolations(element);
    const recorder = recordEvents('gs-offline-restore');
    getByRole(element, 'button', 'Återställ').focus();
    await sendKeys({ press: 'Space' });
    recorder.stop();
    equal(recorder.events.length, 1);
  });
});
