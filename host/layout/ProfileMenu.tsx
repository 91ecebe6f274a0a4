import { useStore } from '@nanostores/react';
import {
  lazy,
  Suspense,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { isFeatureEnabled } from '../../shared/contracts/featureFlags.ts';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { nextMenuIndex } from './menuKeys.ts';

/** Opened only when a member switches profile: a chunk of its own, off the first load. */
const ChangeProfileDialog = lazy(() =>
  import('./ChangeProfileDialog.tsx').then((m) => ({ default: m.ChangeProfileDialog })),
);

type MenuItem =
  { id: string; label: string; to: string } | { id: string; label: string; onSelect: () => void };

/**
 * The header's profile button with its dropdown (APG menu button): Enter, Space and
 * ArrowDown open on the first item, ArrowUp on the last; arrows, Home and End move;
 * Escape closes and returns focus to the button; Tab and a click outside close.
 */
export function ProfileMenu() {
  const bridge = useBridge();
  const settings = useStore(bridge.settings);
  const myProfile = useStore(bridge.myProfile);
  const features = useStore(bridge.features);
  const auth = useStore(bridge.auth);
  const [open, setOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const name = myProfile.data?.name ?? auth.user?.name ?? '';
  const slug = settings?.product.slug ?? '';
  const items: MenuItem[] = [
    { id: 'details', label: t('profileMenu.details'), to: `/medlem-i-${slug}/profil/` },
    {
      id: 'economics',
      label: t('profileMenu.economics'),
      to: '/skogsgardens-ekonomi/mina-insatsval/',
    },
    ...(isFeatureEnabled(features.data ?? undefined, 'RoleManagement')
      ? [
          {
            id: 'changeProfile',
            label: t('profileMenu.changeProfile'),
            onSelect: () => setDialogOpen(true),
          },
        ]
      : []),
    { id: 'signOut', label: t('profileMenu.signOut'), to: '/authentication/logout' },
  ];

  const menuItems = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];
  const focusItem = (index: number) => menuItems()[index]?.focus();

  const openAt = (index: 'first' | 'last') => {
    setOpen(true);
    // The menu is hidden until this render commits; focus after it.
    requestAnimationFrame(() => focusItem(index === 'first' ? 0 : items.length - 1));
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const next = nextMenuIndex(event.key, current, list.length);
    if (next !== null) {
      event.preventDefault();
      focusItem(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === ' ') {
      event.preventDefault();
      (document.activeElement as HTMLElement | null)?.click();
    }
  };

  const select = (item: MenuItem) => {
    close(!('to' in item));
    if ('onSelect' in item) item.onSelect();
  };

  return (
    <div className="profile-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="profile-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="profile-initial" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
        {/* The name starts with what it shows (WCAG 2.5.3): "Anna Skog, profilmeny". */}
        <span className="profile-name">{name}</span>
        <span className="visually-hidden">{t('profileMenu.label')}</span>
        <span className="profile-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="profile-dropdown"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => (
          <li role="none" key={item.id}>
            {'to' in item ? (
              <Link role="menuitem" tabIndex={-1} to={item.to} onClick={() => select(item)}>
                {item.label}
              </Link>
            ) : (
              <button role="menuitem" tabIndex={-1} type="button" onClick={() => select(item)}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      {dialogOpen && (
        <Suspense fallback={null}>
          <ChangeProfileDialog
            onClose={() => {
              setDialogOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
