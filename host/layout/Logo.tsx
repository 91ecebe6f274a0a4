import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';

/** Text logo: the cooperative's name and "Mina sidor", linking home. */
export function Logo() {
  const settings = useStore(useBridge().settings);
  const product = settings?.product.name ?? '';
  return (
    <Link to="/" className="logo" aria-label={t('layout.logoLabel', { product })}>
      <span className="logo-mark" aria-hidden="true">
        {product}
      </span>
      <span className="logo-sub" aria-hidden="true">
        Mina sidor
      </span>
    </Link>
  );
}
