import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';

/**
 * Text logo: the cooperative's name and "Mina sidor", linking home. Its name is the text it
 * shows plus a hidden "till startsidan", so a voice user says what they see (WCAG 2.5.3).
 */
export function Logo() {
  const settings = useStore(useBridge().settings);
  const product = settings?.product.name ?? '';
  return (
    <Link to="/" className="logo">
      <span className="logo-mark">{product} </span>
      <span className="logo-sub">{t('layout.logoSub')}</span>
      <span className="visually-hidden">{t('layout.logoHome')}</span>
    </Link>
  );
}
