import { ElementLoadError } from './elementLoadError.ts';

export interface ElementScript {
  /** Absolute URL of the script (as the page resolved it). */
  url: string;
  /** Subresource integrity of the script (`sha384-…`). */
  integrity: string;
  /** The custom element the script defines. */
  element: string;
}

export interface LoadElementScriptOptions {
  /** How long the script may take to load and define its element (default 20 s). */
  timeoutMs?: number;
  /** Where the script element goes (default document.head). */
  parent?: ParentNode;
}

export const defaultElementTimeoutMs = 20_000;

/** Loads by script URL: one load per URL for the whole page, shared by every block. */
const loads = new Map<string, Promise<string>>();
/** How many times each URL has failed, so a retry asks for a fresh copy. */
const failures = new Map<string, number>();

/**
 * The URL to ask for. Browsers remember a failed module for the page's lifetime, so after a
 * failure the same file is asked for with a `retry` query (the hash stays the same, so the
 * integrity check still holds).
 */
function requestUrl(url: string): string {
  const failed = failures.get(url) ?? 0;
  if (failed === 0) return url;
  const resolved = new URL(url, document.baseURI);
  resolved.searchParams.set('retry', String(failed));
  return resolved.toString();
}

function appendScript(src: string, integrity: string, parent: ParentNode) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = src;
  script.integrity = integrity;
  script.crossOrigin = 'anonymous';
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => reject(new ElementLoadError('script', `The script ${src} did not load`)),
      { once: true },
    );
  });
  parent.append(script);
  return { script, loaded };
}

/**
 * Loads an element's module script (integrity-checked, CORS anonymous) and resolves with the
 * URL it was loaded from once the element is defined. Fails on a network or integrity error
 * or when the element is not defined within the timeout; a later call then tries again.
 */
export function loadElementScript(
  target: ElementScript,
  options: LoadElementScriptOptions = {},
): Promise<string> {
  const key = new URL(target.url, document.baseURI).toString();
  const existing = loads.get(key);
  if (existing) return existing;

  const timeoutMs = options.timeoutMs ?? defaultElementTimeoutMs;
  const src = requestUrl(key);
  const { script, loaded } = appendScript(src, target.integrity, options.parent ?? document.head);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ElementLoadError('timeout', `${target.element} was not defined in ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
  });

  const load = Promise.race([
    loaded.then(() => customElements.whenDefined(target.element)),
    timeout,
  ]).then(
    () => {
      clearTimeout(timer);
      return src;
    },
    (error: unknown) => {
      clearTimeout(timer);
      loads.delete(key);
      failures.set(key, (failures.get(key) ?? 0) + 1);
      script.remove();
      throw error;
    },
  );
  loads.set(key, load);
  return load;
}
