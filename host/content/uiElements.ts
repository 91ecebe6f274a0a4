/**
 * Registers every shared/ui element a content page renders. Imported before any block
 * renders, so React sees defined elements and sets their data as properties.
 */
import '../../shared/ui/accordion/index.ts';
import '../../shared/ui/accordion-item/index.ts';
import '../../shared/ui/banner/index.ts';
import '../../shared/ui/contact/index.ts';
import '../../shared/ui/contacts/index.ts';
import '../../shared/ui/document-list/index.ts';
import '../../shared/ui/image/index.ts';
import '../../shared/ui/message/index.ts';
import '../../shared/ui/news/index.ts';
import '../../shared/ui/offline-banner/index.ts';
import '../../shared/ui/offline-view/index.ts';
import '../../shared/ui/section/index.ts';
import '../../shared/ui/skeleton/index.ts';
import '../../shared/ui/tabs/index.ts';
import '../../shared/ui/teaser/index.ts';
import '../../shared/ui/teasers/index.ts';
import '../../shared/ui/text/index.ts';
import '../../shared/ui/text-and-image/index.ts';
import '../../shared/ui/video-modal/index.ts';
