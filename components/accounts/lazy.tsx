import { lazy, Suspense, type ComponentProps } from 'react';
import { t } from './t.ts';

/**
 * The dialogs and pages that carry the forms kit, the signing view and the PDF download:
 * chunks of their own, fetched when the member opens one, so the overview loads without them.
 */
const WithdrawChunk = lazy(() =>
  import('./dialogs/WithdrawDialog.tsx').then((m) => ({ default: m.WithdrawDialog })),
);
const NewAccountChunk = lazy(() =>
  import('./dialogs/NewAccountDialog.tsx').then((m) => ({ default: m.NewAccountDialog })),
);
const StatementChunk = lazy(() =>
  import('./dialogs/StatementDialog.tsx').then((m) => ({ default: m.StatementDialog })),
);
const SigningCallbackChunk = lazy(() =>
  import('./dialogs/SigningCallback.tsx').then((m) => ({ default: m.SigningCallback })),
);

const fallback = <p role="status">{t('opening')}</p>;

export const WithdrawDialog = (props: ComponentProps<typeof WithdrawChunk>) => (
  <Suspense fallback={fallback}>
    <WithdrawChunk {...props} />
  </Suspense>
);
export const NewAccountDialog = (props: ComponentProps<typeof NewAccountChunk>) => (
  <Suspense fallback={fallback}>
    <NewAccountChunk {...props} />
  </Suspense>
);
export const StatementDialog = (props: ComponentProps<typeof StatementChunk>) => (
  <Suspense fallback={fallback}>
    <StatementChunk {...props} />
  </Suspense>
);
export const SigningCallback = (props: ComponentProps<typeof SigningCallbackChunk>) => (
  <Suspense fallback={fallback}>
    <SigningCallbackChunk {...props} />
  </Suspense>
);
