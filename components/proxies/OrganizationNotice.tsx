import { supportPath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/** Organisation users may not create proxies here (platform §2): contact support instead. */
export function OrganizationNotice({ slug }: { slug: string }) {
  const href = supportPath(slug);
  return (
    <div className="alert banner-info alert-spaced">
      <p className="stack-tight">{t('organization.text')}</p>
      <p className="stack-tight">
        <PortalLink href={href}>{t('organization.link')}</PortalLink>
      </p>
    </div>
  );
}
