import { html as staticHtml, unsafeStatic, type StaticValue } from 'lit/static-html.js';
import type { TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

/** Heading levels an element may render; h1 belongs to the page title. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const tags = new Map<HeadingLevel, StaticValue>();

/** A valid level from whatever a property or attribute holds (default `fallback`). */
export function headingLevel(value: unknown, fallback: HeadingLevel = 2): HeadingLevel {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? (n as HeadingLevel) : fallback;
}

/** One level deeper, stopping at h6: for headings inside a block that has its own heading. */
export function nextLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(6, level + 1) as HeadingLevel;
}

/** `<hN id=… class=…>content</hN>` with N from a property (static tag names need lit/static-html). */
export function heading(
  level: HeadingLevel,
  content: unknown,
  options: { id?: string; className?: string } = {},
): TemplateResult {
  let tag = tags.get(level);
  if (!tag) {
    tag = unsafeStatic(`h${level}`);
    tags.set(level, tag);
  }
  return staticHtml`<${tag} id=${ifDefined(options.id)} class=${ifDefined(options.className)}>${content}</${tag}>`;
}
