import { useStore } from '@nanostores/react';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';

/** Contact details from the runtime settings. */
export function Footer() {
  const settings = useStore(useBridge().settings);
  if (!settings) return null;
  const { phone, email } = settings.contact;
  return (
    <footer className="site-footer">
      <p className="break-anywhere">{t('layout.footer', { phone, email })}</p>
    </footer>
  );
}
