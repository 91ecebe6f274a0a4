import { useStore } from '@nanostores/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { emitPortalEvent } from '../../shared/bridge/events.ts';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { supportElement } from '../../shared/contracts/support/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import { useTrackUsage } from '../tracking/usageTracking.ts';
import { DisabledLink } from './DisabledLink.tsx';
import { Icon, type IconName } from './icons.tsx';
import { InspectorCard, telHref } from './InspectorCard.tsx';
import { buildSidebar, type MenuEntry, type MenuItem } from './sidebarModel.ts';

export interface SidebarProps {
  id: string;
  /** Wide viewport: always shown. Narrow: shown while `open`. */
  permanent: boolean;
  open: boolean;
  /** Escape pressed in the toggled sidebar, or its close button. */
  onClose(): void;
  /** A link in the sidebar was followed. */
  onNavigate(): void;
}

function EntryLink({
  entry,
  icon,
  onNavigate,
}: {
  entry: MenuEntry;
  icon?: IconName | null;
  onNavigate(): void;
}) {
  const label = (
    <>
      {icon !== undefined && <IconSlot icon={icon} />}
      <span className="menu-label">{entry.label}</span>
      {entry.chip && <span className="chip menu-chip">{entry.chip}</span>}
    </>
  );
  if (entry.disabled || entry.to === null) {
    return (
      <DisabledLink
        className="menu-link"
        {...(entry.to === null ? { reason: t('nav.unavailable') } : {})}
      >
        {label}
      </DisabledLink>
    );
  }
  return (
    <NavLink className="menu-link" to={entry.to} onClick={onNavigate}>
      {label}
    </NavLink>
  );
}

const IconSlot = ({ icon }: { icon: IconName | null }) =>
  icon ? <Icon name={icon} className="menu-icon" /> : <span className="menu-icon" />;

function GroupItem({
  item,
  onNavigate,
}: {
  item: Extract<MenuItem, { kind: 'group' }>;
  onNavigate(): void;
}) {
  // Every group starts open: members see all their pages at once and may fold a group.
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  return (
    <li className="menu-group">
      <button
        type="button"
        className="menu-group-button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        <IconSlot icon={item.icon} />
        <span className="menu-label">{item.label}</span>
        <Icon name="expand" className="menu-caret" />
      </button>
      <ul id={listId} className="submenu" hidden={!expanded}>
        {item.entries.map((entry) => (
          <li key={entry.id}>
            <EntryLink entry={entry} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The sidebar (platform §2 Layout): the main menu from the effective profile's route tree,
 * external links, support and provider links, inspector cards, contact and cookie settings.
 */
export function Sidebar({ id, permanent, open, onClose, onNavigate }: SidebarProps) {
  const bridge = useBridge();
  const settings = useStore(bridge.settings);
  const profile = useStore(bridge.effectiveProfile).data;
  const track = useTrackUsage();
  const inspectorsHeadingId = useId();
  if (!settings || !profile) return null;

  const { items, externalLinks } = buildSidebar(
    profile.routes,
    profile.roles,
    settings.product.slug,
  );
  const { contact, links } = settings;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !permanent) {
      event.preventDefault();
      onClose();
    }
  };
  const openCookieSettings = () => {
    // A consent manager may cancel the event and open its own dialog instead.
    if (emitPortalEvent('portal-cookie-settings', {}, { cancelable: true })) {
      window.open(links.cookieSettings, '_blank', 'noopener');
    }
  };

  return (
    <div
      id={id}
      className={`sidebar ${permanent ? 'sidebar-permanent' : 'sidebar-toggled'}`}
      hidden={!permanent && !open}
      // Only catches Escape bubbling up from the links inside (closes the toggled sidebar).
      role="presentation"
      onKeyDown={onKeyDown}
    >
      {/* The toggled sidebar covers the header's "Meny" button on a phone: it closes itself. */}
      {!permanent && (
        <div className="sidebar-close">
          <button type="button" className="button button-small" onClick={onClose}>
            <Icon name="close" />
            {t('nav.closeMenu')}
          </button>
        </div>
      )}
      <nav aria-label={t('layout.mainNavigation')} className="sidebar-nav">
        <ul className="menu">
          <li>
            <NavLink className="menu-link menu-top" to="/" end onClick={onNavigate}>
              <Icon name="home" className="menu-icon" />
              <span className="menu-label">{t('layout.overview')}</span>
            </NavLink>
          </li>
          {items.map((item) =>
            item.kind === 'group' ? (
              <GroupItem key={item.id} item={item} onNavigate={onNavigate} />
            ) : (
              <li key={item.entry.id}>
                <EntryLink entry={item.entry} icon={item.icon} onNavigate={onNavigate} />
              </li>
            ),
          )}
        </ul>
        {externalLinks.length > 0 && (
          <ul className="menu-external" aria-label={t('nav.externalLinks')}>
            {externalLinks.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => track('openLink')}
                >
                  {link.label} <span className="new-window">{t('nav.newWindow')}</span>
                  <Icon name="openInNew" className="icon-small" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </nav>

      {/* Below the menu, still in a landmark (axe region): help, contacts, settings. */}
      <aside aria-label={t('nav.helpAndContact')}>
        <div className="sidebar-actions">
          <Link
            className="button button-primary"
            to={areaPath(supportElement.routes.support, settings.product.slug)}
            onClick={onNavigate}
          >
            {t('nav.contactSupport')}
          </Link>
          <a href={links.providerSite}>
            {t('layout.providerSite', { product: settings.product.name })}
          </a>
        </div>

        {profile.inspectors.length > 0 && (
          <section className="inspectors" aria-labelledby={inspectorsHeadingId}>
            <h2 id={inspectorsHeadingId} className="sidebar-heading">
              {t('nav.inspectors')}
            </h2>
            <ul className="inspector-list">
              {profile.inspectors.map((inspector) => (
                <InspectorCard
                  key={`${inspector.firstName} ${inspector.lastName} ${inspector.emailAddress}`}
                  inspector={inspector}
                />
              ))}
            </ul>
          </section>
        )}

        <div className="sidebar-contact">
          <a href={contact.url}>{t('nav.contact')}</a>
          <a className="icon-link" href={telHref(contact.phone)}>
            <Icon name="phone" />
            <span className="visually-hidden">{t('nav.phone')} </span>
            {contact.phone}
          </a>
          <a className="icon-link break-anywhere" href={`mailto:${contact.email}`}>
            <Icon name="email" />
            <span className="visually-hidden">{t('nav.email')} </span>
            {contact.email}
          </a>
          <button type="button" className="link-button" onClick={openCookieSettings}>
            {t('nav.cookieSettings')}
          </button>
        </div>
      </aside>
    </div>
  );
}
