import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { assert, deepEqual, equal } from '../testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../testing/dom.ts';
import { describe, it } from '../testing/mocha.ts';
import { deferred, mountPerTest } from '../testing/react.ts';
import { expectNoAxeViolations } from '../ui/testing/axe.ts';
import { visibleText } from '../ui/testing/dom.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** "Sälj virket" behind an opener button; what the dialog ended with, in `log`. */
function Seller({ onConfirm, log }: { onConfirm(): string | Promise<string>; log: string[] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sälj
      </button>
      {open && (
        <ConfirmDialog
          title="Vill du sälja virket?"
          text="Försäljningen går inte att ångra."
          confirmLabel="Ja, sälj"
          busyLabel="Säljer…"
          cancelLabel="Nej, behåll"
          onConfirm={onConfirm}
          failureText={(error) => `Det gick inte: ${String(error)}`}
          onConfirmed={(value) => {
            log.push(`sold ${value}`);
            setOpen(false);
          }}
          onCancel={() => {
            log.push('kept');
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  const mount = mountPerTest();

  it('asks as a named, described alert dialog with focus on the safe choice; Escape cancels', async () => {
    const log: string[] = [];
    let calls = 0;
    const page = mount(<Seller onConfirm={() => `${++calls}`} log={log} />);
    const dialog = await waitFor(() => getByRole(page, 'alertdialog', 'Vill du sälja virket?'));
    assert((dialog as HTMLDialogElement).open, 'opened as a modal');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    equal(visibleText(description as Element), 'Försäljningen går inte att ångra.');
    await waitFor(() => equal(document.activeElement, getByRole(dialog, 'button', 'Nej, behåll')));
    await expectNoAxeViolations(page);

    await sendKeys({ press: 'Escape' });
    await waitFor(() => equal(queryByRole(page, 'alertdialog'), null));
    deepEqual(log, ['kept']);
    equal(calls, 0, 'the action did not run');
  });

  it('closes on the safe button without acting, and acts at once on a value', async () => {
    const log: string[] = [];
    const page = mount(<Seller onConfirm={() => 'direkt'} log={log} />);
    let dialog = await waitFor(() => getByRole(page, 'alertdialog'));
    getByRole(dialog, 'button', 'Nej, behåll').click();
    await waitFor(() => equal(queryByRole(page, 'alertdialog'), null));

    getByRole(page, 'button', 'Sälj').click();
    dialog = await waitFor(() => getByRole(page, 'alertdialog'));
    getByRole(dialog, 'button', 'Ja, sälj').click();
    await waitFor(() => equal(queryByRole(page, 'alertdialog'), null));
    deepEqual(log, ['kept', 'sold direkt']);
  });

  it('is busy while the action runs, shows a failure inside the dialog, and closes once it succeeds', async () => {
    const log: string[] = [];
    const attempts: ReturnType<typeof deferred<string>>[] = [];
    const page = mount(
      <Seller
        onConfirm={() => {
          const attempt = deferred<string>();
          attempts.push(attempt);
          return attempt.promise;
        }}
        log={log}
      />,
    );
    const dialog = await waitFor(() => getByRole(page, 'alertdialog'));
    const confirm = getByRole(dialog, 'button', 'Ja, sälj');
    confirm.click();
    await waitFor(() => equal(visibleText(confirm), 'Säljer…'));
    equal(confirm.getAttribute('aria-disabled'), 'true');
    confirm.click();
    equal(attempts.length, 1, 'a second press while busy is ignored');

    attempts[0]!.reject('nätverket svarar inte');
    const alert = await waitFor(() => getByRole(dialog, 'alert'));
    equal(visibleText(alert), 'Det gick inte: nätverket svarar inte');
    assert((dialog as HTMLDialogElement).open, 'still open after the failure');
    equal(visibleText(confirm), 'Ja, sälj');
    equal(confirm.getAttribute('aria-disabled'), null);
    await expectNoAxeViolations(page);
    deepEqual(log, []);

    confirm.click();
    await waitFor(() => equal(attempts.length, 2));
    await waitFor(() => equal(queryByRole(dialog, 'alert'), null));
    attempts[1]!.resolve('order 7');
    await waitFor(() => equal(queryByRole(page, 'alertdialog'), null));
    deepEqual(log, ['sold order 7']);
  });
});
