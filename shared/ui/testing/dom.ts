/**
 * Role and accessible-name queries that see through open shadow roots, the way a member
 * (and a screen reader) meets the elements. A simplified accessible-name computation:
 * aria-labelledby, aria-label, alt, then the composed text (slots followed, aria-hidden and
 * hidden subtrees skipped, visually hidden text kept).
 */
const implicitRoles: Record<string, string> = {
  a: 'link',
  button: 'button',
  nav: 'navigation',
  dialog: 'dialog',
  table: 'table',
  tr: 'row',
  td: 'cell',
  ul: 'list',
  ol: 'list',
  li: 'listitem',
  figure: 'figure',
  main: 'main',
  iframe: 'iframe',
  time: 'time',
  article: 'article',
};

function isHiddenNode(element: Element): boolean {
  return (
    element.hasAttribute('hidden') ||
    element.getAttribute('aria-hidden') === 'true' ||
    element.tagName === 'STYLE' ||
    element.tagName === 'TEMPLATE'
  );
}

/** The composed children of a node: its shadow tree if it has one, a slot's assigned nodes. */
function composedChildren(node: Node): Node[] {
  if (node instanceof HTMLSlotElement) {
    const assigned = node.assignedNodes({ flatten: true });
    return assigned.length > 0 ? assigned : [...node.childNodes];
  }
  if (node instanceof Element && node.shadowRoot) return [...node.shadowRoot.childNodes];
  return [...node.childNodes];
}

/** Every element below root in the composed tree (shadow roots entered, slots followed). */
export function composedElements(root: Node): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    for (const child of composedChildren(node)) {
      if (child instanceof Element) {
        found.push(child);
      }
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** True when the element or a composed ancestor is hidden from everyone. */
export function isHidden(element: Element): boolean {
  for (let node: Node | null = element; node;) {
    if (node instanceof Element && isHiddenNode(node)) return true;
    if (node instanceof Element && node.assignedSlot) node = node.assignedSlot;
    else if (node instanceof ShadowRoot) node = node.host;
    else node = node.parentNode;
  }
  return element instanceof HTMLElement && !element.checkVisibility();
}

/** The text a reader hears for a subtree. */
export function composedText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && isHiddenNode(node)) return '';
  if (node instanceof HTMLImageElement) return node.alt;
  return composedChildren(node).map(composedText).join('');
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const root = element.getRootNode() as Document | ShadowRoot;
    return clean(
      labelledBy
        .split(/\s+/)
        .map((id) => {
          const target = root.getElementById(id);
          return target ? composedText(target) : '';
        })
        .join(' '),
    );
  }
  const label = element.getAttribute('aria-label');
  if (label) return clean(label);
  if (element instanceof HTMLImageElement) return clean(element.alt);
  if (element instanceof HTMLIFrameElement) return clean(element.title);
  if (element instanceof HTMLTableElement && element.caption)
    return clean(composedText(element.caption));
  return clean(composedText(element));
}

export function roleOf(element: Element): string | undefined {
  const explicit = element.getAttribute('role');
  if (explicit) return explicit;
  const tag = element.tagName.toLowerCase();
  if (/^h[1-6]$/.test(tag)) return 'heading';
  if (tag === 'a') return element.hasAttribute('href') ? 'link' : undefined;
  if (tag === 'img') return (element as HTMLImageElement).alt === '' ? 'presentation' : 'img';
  if (tag === 'th') return element.getAttribute('scope') === 'row' ? 'rowheader' : 'columnheader';
  if (tag === 'section')
    return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')
      ? 'region'
      : undefined;
  return implicitRoles[tag];
}

export function queryAllByRole(root: Node, role: string, name?: string | RegExp): HTMLElement[] {
  return composedElements(root).filter((element): element is HTMLElement => {
    if (!(element instanceof HTMLElement) || roleOf(element) !== role || isHidden(element))
      return false;
    if (name === undefined) return true;
    const accessible = accessibleName(element);
    return typeof name === 'string' ? accessible === name : name.test(accessible);
  });
}

export function queryByRole(root: Node, role: string, name?: string | RegExp): HTMLElement | null {
  return queryAllByRole(root, role, name)[0] ?? null;
}

export function getByRole(root: Node, role: string, name?: string | RegExp): HTMLElement {
  const found = queryByRole(root, role, name);
  if (found) return found;
  const seen = queryAllByRole(root, role)
    .map((element) => `"${accessibleName(element)}"`)
    .join(', ');
  throw new Error(
    `No ${role}${name === undefined ? '' : ` named ${String(name)}`} found (${role}s: ${seen || 'none'})`,
  );
}

/** The heading level of a native or ARIA heading. */
export function headingLevelOf(element: Element): number {
  const aria = element.getAttribute('aria-level');
  if (aria) return Number(aria);
  return Number(element.tagName.slice(1));
}

/** What a member reads in the element, whitespace collapsed. */
export function visibleText(root: Node): string {
  return clean(composedText(root));
}
