import { componentAppSchema } from '../../shared/contracts/componentApp.ts';

/**
 * An element the harness can mount: its folder name (components/<area>/ or
 * tests/elements/<name>/, the rule of scripts/build.ts elementEntries()) and how to load
 * its module. The module defines the custom element and exports its tag as `elementName`;
 * without that export the tag is taken to be `portal-<name>`.
 */
export interface HarnessElement {
  name: string;
  load(): Promise<{ elementName?: unknown }>;
}

/** Loads the element's module and waits until its custom element is defined; its tag. */
export async function loadHarnessElement(element: HarnessElement, timeoutMs = 10_000) {
  const module = await element.load();
  const tag =
    typeof module.elementName === 'string' ? module.elementName : `portal-${element.name}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${tag} was not defined`)), timeoutMs);
  });
  try {
    await Promise.race([customElements.whenDefined(tag), timeout]);
  } finally {
    clearTimeout(timer);
  }
  return tag;
}

/**
 * The served harness: the element as the built portal has it, through the component host
 * (GET /components/<name>/api/v1/app, never cached, then its hashed script), with React,
 * r2wc and the bridge from the page's import map, exactly as a component block loads it.
 */
export function componentHostElement(name: string): HarnessElement {
  return {
    name,
    async load() {
      const response = await fetch(`/components/${name}/api/v1/app`, {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`/components/${name}/api/v1/app: ${response.status}`);
      const app = componentAppSchema.parse(await response.json());
      const url = `/components/${name}/${app.fileName}`;
      return (await import(/* @vite-ignore */ url)) as { elementName?: unknown };
    },
  };
}

/** Development (tests/harness/serve.ts): the element straight from its source module. */
export function sourceElement(name: string, source: string): HarnessElement {
  return {
    name,
    load: () => import(/* @vite-ignore */ source) as Promise<{ elementName?: unknown }>,
  };
}
