import {
  pageComponentAppsElementId,
  pageComponentAppsSchema,
  type ComponentApp,
} from '../contracts/componentApp.ts';
import { bridgeVersion } from '../bridge/types.ts';
import { componentHostBase } from './componentApp.ts';

let apps: Map<string, ComponentApp> | undefined;

function read(doc: Document): Map<string, ComponentApp> {
  const text = doc.getElementById(pageComponentAppsElementId)?.textContent;
  if (!text) return new Map();
  try {
    const parsed = pageComponentAppsSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return new Map();
    return new Map(
      Object.entries(parsed.data).map(([host, app]) => [componentHostBase(host), app]),
    );
  } catch {
    return new Map();
  }
}

/**
 * The `api/v1/app` answer the host page carries for the element it shows (its script is
 * preloaded with the host), so the first load of that element does not wait for the
 * component host. Given once per host: a retry after a failure asks the host itself, as does
 * an answer built against another bridge (the host's answer then fails the block as usual).
 */
export function takePageComponentApp(host: string, doc: Document = document): ComponentApp | null {
  apps ??= read(doc);
  const key = componentHostBase(host);
  const app = apps.get(key);
  if (!app) return null;
  apps.delete(key);
  return app.bridgeVersion === undefined || app.bridgeVersion === bridgeVersion ? app : null;
}

/** Forgets what was read (tests give each case its own page). */
export function resetPageComponentApps(): void {
  apps = undefined;
}
