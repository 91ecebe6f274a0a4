import { useId, useRef, useState } from 'react';
import type { Agreement } from '../../shared/contracts/timber-agreements.ts';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { RadioGroup } from '../../shared/forms/fields.tsx';
import { errorText, ifMatch, type TimberCalls } from './api.ts';
import { t } from './t.ts';

/**
 * "Välja likvidmottagare" (platform §3) for a proxy whose right is only that: the giver's
 * draft's payout, by share or all to one co-owner, and nothing else of the draft
 * (PUT …/liquidity-recipient, If-Match of the version listed). The wizard, which needs the
 * agreements' write role, stays closed to such a proxy.
 */
export function LiquidityDialog({
  calls,
  agreement,
  onClose,
}: {
  calls: TimberCalls;
  agreement: Agreement;
  /** `saved`: the choice was stored, the list should be read again. */
  onClose: (saved: boolean) => void;
}) {
  const saved = useRef(false);
  const dialog = useModalDialog(() => onClose(saved.current), 'first');
  const fieldId = useId();
  const [choice, setChoice] = useState(agreement.economicRepresentativeId ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await calls.chooseLiquidityRecipient({
        params: { agreementId: agreement.id },
        body: { economicRepresentativeId: choice === '' ? null : choice },
        headers: ifMatch(agreement.version),
      });
      saved.current = true;
      dialog.close();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog dialog={dialog} title={t('liquidity.title', { name: agreement.name })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <RadioGroup
          id={fieldId}
          value={choice}
          error={undefined}
          onChange={(id) => setChoice(id ?? '')}
          label={t('payout.label')}
          hint={t('payout.hint')}
          options={[
            { value: '', label: t('payout.byShare') },
            ...agreement.owners.map((o) => ({
              value: o.memberId,
              label: t('payout.to', { name: o.name }),
            })),
          ]}
        />
        {failure && (
          <p role="alert" className="alert alert-error">
            {failure}
          </p>
        )}
        <div className="dialog-actions">
          <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
            {busy ? t('liquidity.saving') : t('liquidity.save')}
          </button>
          <button type="button" className="button" onClick={dialog.close}>
            {t('liquidity.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
