import { defineElement } from '../../elements/define.ts';
import { GsVideoModal } from './GsVideoModal.ts';

export { GsVideoModal };
export { connectVideoModal } from './connect.ts';
export const gsVideoModal = 'gs-video-modal';
defineElement(gsVideoModal, GsVideoModal);

declare global {
  interface HTMLElementTagNameMap {
    'gs-video-modal': GsVideoModal;
  }
}
