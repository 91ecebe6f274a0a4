import { getBridge } from '@portal/bridge';
import { supportPath } from './paths.ts';
import { styles } from './styles.ts';
import { t } from './t.ts';

/** Organisation users may not create proxies here (platform §2): contact support instead. */
export function OrganizationNotice({ slug }: { slug: string }) {
  const href = supportPath(slug);
  return (
    <div className="alert banner-info" style={styles.message}>
      <p style={{ margin: 0 }}>{t('organization.text')}</p>
      <p style={{ margin: '0.5rem 0 0' }}>
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
