import type { Page } from '@playwright/test';

/** A component's current script, as its host's app endpoint names it. */
export interface ComponentApp {
  fileName: string;
  integrity: string;
}

/**
 * Mounts a service element as a component block does: its named script, integrity-checked,
 * with react and r2wc from the page's import map, then the element in the page's main.
 */
export async function mountComponentElement(
  page: Page,
  component: { id: string; element: string; attributes?: Record<string, string> },
  app: ComponentApp,
): Promise<void> {
  await page.evaluate(
    async ({ id, element, attributes, fileName, integrity }) => {
      const tag = document.createElement('script');
      tag.type = 'module';
      tag.src = `/components/${id}/${fileName}`;
      tag.integrity = integrity;
      tag.crossOrigin = 'anonymous';
      const loaded = new Promise((resolve, reject) => {
        tag.onload = resolve;
        tag.onerror = reject;
      });
      document.head.append(tag);
      await loaded;
      await customElements.whenDefined(element);
      const mounted = document.createElement(element);
      for (const [name, value] of Object.entries(attributes)) mounted.setAttribute(name, value);
      document.querySelector('main')?.append(mounted);
    },
    { ...component, attributes: component.attributes ?? {}, ...app },
  );
}
