import type { ProfileProxy } from '../../shared/contracts/memberProfile.ts';
import { t } from '../../shared/i18n/t.ts';

export interface Permission {
  code: string;
  title: string;
  text: string;
}

/** The proxy's permission titles, each once, in the order the profile lists them. */
export function permissionTitles(proxy: ProfileProxy): string[] {
  return [...new Set(proxy.details.map((detail) => detail.title))];
}

/** The line under a proxy in the change-profile list: "Får: Signera skogsavtal". */
export function permissionsText(proxy: ProfileProxy): string {
  const titles = permissionTitles(proxy);
  return titles.length === 0
    ? t('profileSwitch.noPermissions')
    : t('profileSwitch.permissions', { rights: titles.join(', ') });
}

/**
 * Every permission the member's proxies carry, once per code (the first proxy's wording
 * wins) and sorted by code, for the info modal (platform §2).
 */
export function distinctPermissions(proxies: readonly ProfileProxy[]): Permission[] {
  const byCode = new Map<string, Permission>();
  for (const proxy of proxies) {
    for (const { code, title, text } of proxy.details) {
      if (!byCode.has(code)) byCode.set(code, { code, title, text });
    }
  }
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
