import { getBridge } from '@portal/bridge';
import { supportPath } from './paths.ts';
import { t } from './t.ts';

/** Organisation users may not create proxies here (platform §2): contact support instead. */
export function OrganizationNotice({ slug }: { slug: string }) {
  const href = supportPath(slug);
  return (
    <div className="alert banner-info alert-spaced">
      <p className="stack-tight">{t('organization.text')}</p>
      <p className="stack-tight">
        <a
          href={href}
          onClick={(event) => {
            event.preventDefault();
            getBridge().actions.navigate(href);
          }}
        >
          {t('organization.link')}
        </a>
      </p>
    </div>
  );
}
