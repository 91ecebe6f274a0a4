import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { defineElement } from './define.ts';
import type { AreaManifest } from './manifest.ts';

/** The attributes every service element takes from its component block. */
export interface ServiceElementProps {
  configurationId?: string;
  storageKey?: string;
}

/**
 * Defines an area's custom element under the name its manifest gives (once, however often
 * the script loads), with the component block's attributes as props. An element's
 * index.tsx is this one call.
 */
export function defineServiceElement(
  manifest: AreaManifest,
  component: ComponentType<ServiceElementProps>,
): void {
  defineElement(
    manifest.element,
    r2wc(component, { props: { configurationId: 'string', storageKey: 'string' } }),
  );
}
