// The shared/ui elements this element renders. The portal has defined them already; only a
// page without the content renderer (the harness) loads this chunk (useDefinedElements).
import '../../shared/ui/document-list/index.ts';
import '../../shared/ui/message/index.ts';
