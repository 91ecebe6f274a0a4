import { useStore } from '@nanostores/react';
import { useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/t.ts';
import { useBridge, useHostService } from '../context.tsx';
import { usePageTitle } from '../usePageTitle.ts';

/**
 * '/login': the member chooses a sign-in method. Each button preselects it at the
 * provider with acr_values (providers that don't know the value show their own choice).
 * `?as=staff` (the editors' draft preview, server/content/preview.ts) offers the staff
 * sign-in alone: the editor is staff, and the other choices only made her stop and think.
 */
export function LoginChoicePage() {
  const title = t('login.title');
  usePageTitle(title);
  const signIn = useHostService('signIn');
  const settings = useStore(useBridge().settings);
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl') ?? '/';
  const staffOnly = params.get('as') === 'staff';
  const choose = (acrValues: string) => void signIn({ returnUrl, acrValues });
  // The members' two ways first and large; the staff sign-in small below them, or alone.
  const choices: { acr: 'eid' | 'password' | 'staff'; large: boolean }[] = staffOnly
    ? [{ acr: 'staff', large: true }]
    : [
        { acr: 'eid', large: true },
        { acr: 'password', large: true },
        { acr: 'staff', large: false },
      ];

  return (
    <section className="login-choice">
      <h1>{title}</h1>
      {!staffOnly && <p>{t('login.intro')}</p>}
      <div className="login-options">
        {choices.map(({ acr, large }) => (
          <button
            key={acr}
            type="button"
            className={large ? 'button button-primary button-large' : 'button button-small'}
            onClick={() => choose(acr)}
          >
            {t(`login.${acr}`)}
          </button>
        ))}
      </div>
      {settings && !staffOnly && (
        <p>
          {t('login.notMember')}{' '}
          <a href={settings.links.applyForMembership}>{t('auth.applyForMembership')}</a>
        </p>
      )}
    </section>
  );
}
