import { getBridge } from '@portal/bridge';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ToastRegion } from '../elements/ToastRegion.tsx';
import { afterEach } from './mocha.ts';

/**
 * Element tests: shows the page bridge's toasts as the host does (call inside `describe`),
 * so a test reads a screen's confirmation where the member reads it. Each test starts with
 * none showing.
 */
export function showToastsPerTest(): () => HTMLElement {
  let container: HTMLElement | null = null;
  let unmount: (() => void) | null = null;
  afterEach(() => {
    const { toasts } = getBridge();
    for (const toast of toasts.items.get()) toasts.dismiss(toast.id);
    unmount?.();
    container?.remove();
    container = null;
    unmount = null;
  });
  return () => {
    if (container) return container;
    const created = document.createElement('div');
    document.body.append(created);
    const root = createRoot(created);
    flushSync(() => root.render(<ToastRegion toasts={getBridge().toasts} closeLabel="Stäng" />));
    container = created;
    unmount = () => root.unmount();
    return created;
  };
}
