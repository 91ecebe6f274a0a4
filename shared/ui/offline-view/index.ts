import { defineElement } from '../../elements/define.ts';
import { GsOfflineView } from './GsOfflineView.ts';

export { GsOfflineView };
export const gsOfflineView = 'gs-offline-view';
defineElement(gsOfflineView, GsOfflineView);

declare global {
  interface HTMLElementTagNameMap {
    'gs-offline-view': GsOfflineView;
  }
}
