import { componentAppSchema, type ComponentApp } from '../contracts/componentApp.ts';
import { bridgeVersion } from '../bridge/types.ts';
import { ElementLoadError } from './elementLoadError.ts';

/** The component host's base URL with exactly one trailing slash. */
export function componentHostBase(host: string): string {
  return host.endsWith('/') ? host : `${host}/`;
}

/**
 * GET `{host}api/v1/app`: the element's hashed script and its integrity. Never from a cache
 * (docs/architecture.md), so a new release is used at once.
 */
export async function getComponentApp(
  host: string,
  fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
  expectedBridgeVersion: number = bridgeVersion,
): Promise<ComponentApp> {
  let response: Response;
  try {
    response = await fetcher(`${componentHostBase(host)}api/v1/app`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    throw new ElementLoadError('app', `No answer from ${host}`, { cause });
  }
  if (!response.ok) throw new ElementLoadError('app', `${host} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new ElementLoadError('app', `${host} answered no JSON`, { cause });
  }
  const parsed = componentAppSchema.safeParse(body);
  if (!parsed.success) {
    throw new ElementLoadError('app', `${host} answered an unknown shape`, {
      cause: parsed.error,
    });
  }
  const built = parsed.data.bridgeVersion;
  if (built !== undefined && built !== expectedBridgeVersion) {
    throw new ElementLoadError(
      'bridgeVersion',
      `${host} was built against bridge ${built}, the page has ${expectedBridgeVersion}`,
    );
  }
  return parsed.data;
}
