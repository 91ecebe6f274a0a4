import { deepEqual } from '../testing/assert.ts';
import { getByRole } from '../testing/dom.ts';
import { describe, it } from '../testing/mocha.ts';
import { mountPerTest } from '../testing/react.ts';
import { PortalLink } from './PortalLink.tsx';

describe('PortalLink', () => {
  const mount = mountPerTest();

  it('a plain click is the host navigation; a modified click is left to the browser', () => {
    const went: string[] = [];
    const page = mount(
      <PortalLink href="/skogsgardens-ekonomi/" navigate={(path) => went.push(path)}>
        Skogsgårdens ekonomi
      </PortalLink>,
    );
    const link = getByRole(page, 'link', 'Skogsgårdens ekonomi');
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(plain);
    deepEqual([went, plain.defaultPrevented], [['/skogsgardens-ekonomi/'], true]);
    // A new tab: the browser follows the href itself, the host does nothing.
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(modified);
    deepEqual([went.length, modified.defaultPrevented], [1, false]);
  });

  it('leaves Cmd, Shift, Alt and the middle button to the browser; keeps ref and attributes', () => {
    const went: string[] = [];
    let ref: HTMLAnchorElement | null = null;
    const page = mount(
      <PortalLink
        href="/min-skog/min-karta/"
        navigate={(path) => went.push(path)}
        className="button"
        aria-current="page"
        ref={(node) => {
          ref = node;
        }}
      >
        Min karta
      </PortalLink>,
    );
    const link = getByRole(page, 'link', 'Min karta');
    const kinds: MouseEventInit[] = [
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ];
    const prevented = kinds.map((init) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      link.dispatchEvent(click);
      return click.defaultPrevented;
    });
    deepEqual(
      [went, prevented, ref === link, link.className, link.getAttribute('aria-current')],
      [[], [false, false, false, false], true, 'button', 'page'],
    );
  });
});
