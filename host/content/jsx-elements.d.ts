/**
 * JSX types of the shared/ui elements the content renderer uses. React 19 sets each prop as
 * the element's property (the elements are defined before rendering, see uiElements.ts)
 * and turns `on<event-name>` props into listeners for that event (`ongs-message-dismiss`).
 */
import type { Key, ReactNode, Ref } from 'react';
import type { GsEventDetails } from '../../shared/ui/events.ts';
import type { GsAccordion } from '../../shared/ui/accordion/GsAccordion.ts';
import type { GsAccordionItem } from '../../shared/ui/accordion-item/GsAccordionItem.ts';
import type { GsBanner } from '../../shared/ui/banner/GsBanner.ts';
import type { GsContact } from '../../shared/ui/contact/GsContact.ts';
import type { GsContacts } from '../../shared/ui/contacts/GsContacts.ts';
import type { GsDocumentList } from '../../shared/ui/document-list/GsDocumentList.ts';
import type { GsImage } from '../../shared/ui/image/GsImage.ts';
import type { GsMessage } from '../../shared/ui/message/GsMessage.ts';
import type { GsNews } from '../../shared/ui/news/GsNews.ts';
import type { GsOfflineBanner } from '../../shared/ui/offline-banner/GsOfflineBanner.ts';
import type { GsOfflineView } from '../../shared/ui/offline-view/GsOfflineView.ts';
import type { GsSection } from '../../shared/ui/section/GsSection.ts';
import type { GsSkeleton } from '../../shared/ui/skeleton/GsSkeleton.ts';
import type { GsTabs } from '../../shared/ui/tabs/GsTabs.ts';
import type { GsTeaser } from '../../shared/ui/teaser/GsTeaser.ts';
import type { GsTeasers } from '../../shared/ui/teasers/GsTeasers.ts';
import type { GsText } from '../../shared/ui/text/GsText.ts';
import type { GsTextAndImage } from '../../shared/ui/text-and-image/GsTextAndImage.ts';
import type { GsVideoModal } from '../../shared/ui/video-modal/GsVideoModal.ts';

type GsEventProps = {
  [K in keyof GsEventDetails as `on${K}`]?: (event: CustomEvent<GsEventDetails[K]>) => void;
};

/** The element's data properties P (all optional in JSX) plus what any element takes. */
type ElementProps<E, P extends keyof E = never> = {
  [K in P]?: E[K] | undefined;
} & GsEventProps & {
    children?: ReactNode;
    key?: Key;
    ref?: Ref<E>;
    className?: string;
    id?: string;
    slot?: string;
    hidden?: boolean;
  };

type Heading = 'heading' | 'headingLevel';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'gs-text': ElementProps<GsText, 'html'>;
      'gs-teaser': ElementProps<
        GsTeaser,
        Heading | 'text' | 'link' | 'unavailable' | 'imageUrl' | 'imageAlt'
      >;
      'gs-teasers': ElementProps<GsTeasers, Heading | 'items'>;
      'gs-accordion': ElementProps<GsAccordion, Heading | 'items'>;
      'gs-accordion-item': ElementProps<GsAccordionItem, Heading | 'html' | 'open'>;
      'gs-banner': ElementProps<GsBanner, Heading | 'text' | 'link' | 'imageUrl' | 'imageAlt'>;
      'gs-image': ElementProps<GsImage, 'url' | 'alt' | 'caption'>;
      'gs-text-and-image': ElementProps<
        GsTextAndImage,
        Heading | 'html' | 'imageUrl' | 'imageAlt' | 'imagePosition'
      >;
      'gs-contacts': ElementProps<GsContacts, Heading | 'items'>;
      'gs-contact': ElementProps<
        GsContact,
        'name' | 'title' | 'phone' | 'email' | 'imageUrl' | 'headingLevel'
      >;
      'gs-section': ElementProps<GsSection, Heading>;
      'gs-message': ElementProps<
        GsMessage,
        'messageType' | 'heading' | 'text' | 'messageId' | 'dismissible'
      >;
      'gs-news': ElementProps<GsNews, Heading | 'items' | 'loading' | 'error'>;
      'gs-document-list': ElementProps<GsDocumentList, Heading | 'documents' | 'loading' | 'error'>;
      'gs-offline-view': ElementProps<GsOfflineView, 'message' | 'headingLevel'>;
      'gs-offline-banner': ElementProps<GsOfflineBanner>;
      'gs-skeleton': ElementProps<GsSkeleton, 'rows' | 'label'>;
      'gs-tabs': ElementProps<GsTabs, 'label' | 'items'>;
      'gs-video-modal': ElementProps<GsVideoModal, 'videoId' | 'videoTitle' | 'open'>;
    }
  }
}
