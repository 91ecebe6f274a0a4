import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';

/** Shown in the header when signed out: the popup sign-in needs this click. */
export function SignInButton() {
  const bridge = useBridge();
  return (
    <button
      type="button"
      className="button button-primary"
      onClick={() => void bridge.actions.signIn()}
    >
      {t('layout.signIn')}
    </button>
  );
}
