import { formatOre } from '../../shared/format/index.ts';
import { ConfirmDialog } from '../../shared/forms/ConfirmDialog.tsx';
import { t } from './t.ts';

/**
 * Buying for more than the member account holds (§4): a warning, never a refusal (the
 * kit's ConfirmDialog). Focus starts on "Ändra ordern", the safe choice; Escape means the
 * same; "Fortsätt ändå" goes on to the confirm modal.
 */
export function BalanceWarningDialog({
  sumOre,
  availableOre,
  onProceed,
  onBack,
}: {
  sumOre: number;
  availableOre: number;
  onProceed(): void;
  onBack(): void;
}) {
  return (
    <ConfirmDialog
      title={t('warning.title')}
      text={t('warning.text', { sum: formatOre(sumOre), available: formatOre(availableOre) })}
      confirmLabel={t('warning.proceed')}
      cancelLabel={t('warning.back')}
      onConfirm={() => undefined}
      onConfirmed={onProceed}
      onCancel={onBack}
    />
  );
}
