import { assert, equal } from '../testing/assert.ts';
import { getByRole, waitFor } from '../testing/dom.ts';
import { describe, it } from '../testing/mocha.ts';
import { mountPerTest } from '../testing/react.ts';
import { expectNoAxeViolations } from '../ui/testing/axe.ts';
import { LoadingStatus, slowLoadingNote } from './LoadingStatus.tsx';

describe('LoadingStatus', () => {
  const mount = mountPerTest();

  it('says what loads, and after a slow while that it may take up to a minute (§9)', async () => {
    const page = mount(<LoadingStatus slowAfterMs={200}>Hämtar leveranserna …</LoadingStatus>);
    const status = getByRole(page, 'status');
    equal(status.textContent, 'Hämtar leveranserna …', 'no note at first');
    await waitFor(() => assert(status.textContent?.includes(slowLoadingNote), status.textContent));
    equal(
      status.textContent,
      'Hämtar leveranserna … Det tar längre tid än vanligt att hämta uppgifterna. Det kan ta upp till en minut, vänta kvar.',
    );
    await expectNoAxeViolations(page);
  });
});
