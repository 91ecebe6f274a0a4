import { deepEqual } from '../testing/assert.ts';
import { getByRole } from '../testing/dom.ts';
import { describe, it } from '../testing/mocha.ts';
import { mountPerTest } from '../testing/react.ts';
import { PortalLink } from './PortalLink.tsx';

/**
 * Dispatches a click on the link and tells whether the link's own handler prevented its
 * default. A listener on window (after React's on the root) then prevents it in any case: a
 * dispatched click on a link is followed by the browser, and a real navigation away would end
 * the test page while the runner still uses it.
 */
function clickPrevented(link: HTMLElement, init: MouseEventInit): boolean {
  let prevented = false;
  const after = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after);
  try {
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  } finally {
    window.removeEventListener('click', after);
  }
  return prevented;
}

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
    const plain = clickPrevented(link, { button: 0 });
    deepEqual([went, plain], [['/skogsgardens-ekonomi/'], true]);
    // A new tab: the browser follows the href itself, the host does nothing.
    const modified = clickPrevented(link, { ctrlKey: true });
    deepEqual([went.length, modified], [1, false]);
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
    const prevented = kinds.map((init) => clickPrevented(link, init));
    deepEqual(
      [went, prevented, ref === link, link.className, link.getAttribute('aria-current')],
      [[], [false, false, false, false], true, 'button', 'page'],
    );
  });
});
