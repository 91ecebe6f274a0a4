import { lazyChunk } from '../../shared/elements/lazyChunk.tsx';
import { t } from './t.ts';

/**
 * The dialogs and pages that carry the forms kit, the signing view and the PDF download:
 * chunks of their own, fetched when the member opens one, so the overview loads without them.
 */
const opening = { loading: () => t('opening') };

export const WithdrawDialog = lazyChunk(
  () => import('./dialogs/WithdrawDialog.tsx').then((m) => m.WithdrawDialog),
  opening,
);
export const NewAccountDialog = lazyChunk(
  () => import('./dialogs/NewAccountDialog.tsx').then((m) => m.NewAccountDialog),
  opening,
);
export const StatementDialog = lazyChunk(
  () => import('./dialogs/StatementDialog.tsx').then((m) => m.StatementDialog),
  opening,
);
export const SigningCallback = lazyChunk(
  () => import('./dialogs/SigningCallback.tsx').then((m) => m.SigningCallback),
  opening,
);
