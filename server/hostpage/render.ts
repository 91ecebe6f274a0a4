import { pageComponentAppsElementId } from '../../shared/contracts/componentApp.ts';
import { runtimeSettingsElementId, type RuntimeSettings } from '../../shared/contracts/settings.ts';
import type { HostAssets } from './assets.ts';
import type { ElementPage, ModulePreload } from './elementPreloads.ts';
import { hostPageCsp } from './csp.ts';
import { pageHintAttributesOf, type PageHint } from './pageHint.ts';

export interface HostPage {
  html: string;
  csp: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a <script> element: '<' escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const modulePreload = ({ url, integrity }: ModulePreload) =>
  `<link rel="modulepreload" href="${escapeAttribute(url)}"${integrity ? ` integrity="${escapeAttribute(integrity)}"` : ''}>`;

/**
 * The one HTML page of the portal. The settings are a JSON data block (not executed, so
 * the CSP does not need to allow it); the import map is allowed by its hash. `element`: the
 * element the page shows: its files are preloaded with the host and its `api/v1/app` answer
 * is a data block (elementPreloads.ts).
 */
export function renderHostPage(
  assets: HostAssets,
  settings: RuntimeSettings,
  element?: Pick<ElementPage, 'preloads' | 'host' | 'app'>,
  /** Static markup painted before the scripts run (firstPaint.ts), before the host's root. */
  firstPaint?: string,
  /** The route-tree page the path shows (pageHint.ts), on the host's root. */
  pageHint?: PageHint,
): HostPage {
  const importMap = scriptJson({ imports: assets.imports });
  const authorityOrigins = [
    settings.identity.authority,
    settings.identity.passwordChangeAuthority,
  ].map((url) => new URL(url).origin);
  const html = `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeAttribute(settings.product.defaultTitle)}</title>
<script type="importmap">${importMap}</script>
${[...assets.preloads.map((url) => ({ url })), ...(element?.preloads ?? [])].map(modulePreload).join('\n')}
${assets.styles.map((url) => `<link rel="stylesheet" href="${escapeAttribute(url)}">`).join('\n')}
<script type="application/json" id="${runtimeSettingsElementId}">${scriptJson(settings)}</script>${
    element
      ? `\n<script type="application/json" id="${pageComponentAppsElementId}">${scriptJson({ [element.host]: element.app })}</script>`
      : ''
  }
<script type="module" src="${escapeAttribute(assets.entry.url)}" integrity="${assets.entry.integrity}" crossorigin="anonymous"></script>
</head>
<body>
${firstPaint ? `${firstPaint}\n` : ''}<div id="root"${pageHintAttributesOf(pageHint)}></div>
<noscript>Mina sidor behöver JavaScript. Slå på JavaScript i din webbläsare och ladda om sidan.</noscript>
</body>
</html>
`;
  return { html, csp: hostPageCsp({ importMap, authorityOrigins }) };
}
