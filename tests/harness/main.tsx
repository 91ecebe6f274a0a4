/**
 * The element harness as a page of its own (docs/element-harness.md): GET /harness/<name>
 * serves an HTML page with the host page's import map, the runtime settings and the
 * `harness-elements` data block, and this module as its script. It mounts the element
 * alone, loaded through the component host like a component block does, on the page's
 * bridge driven by createHarnessBridge.
 */
// The host's styles and the forms kit's, as the host page links them.
import '../../host/styles.css';
import '../../shared/forms/forms.css';
import '../../shared/signing/signing.css';
import { readRuntimeSettings } from '../../host/startup/readSettings.ts';
import { createHarnessBridge } from '../../shared/testing/testBridge.ts';
import { componentHostElement, sourceElement } from './elements.ts';
import { mountHarness } from './Harness.tsx';
import { currentElementName, readHarnessPageData } from './page.ts';
import { demoHarnessOptions } from './profiles.ts';
import { parseHarnessQuery } from './query.ts';

const { elements, sources } = readHarnessPageData();
const query = parseHarnessQuery(location.search);
const settings = readRuntimeSettings();
/** A proxy the chosen person does not hold (?person=david&proxy=bertil) is left out. */
function demoOptions() {
  try {
    return demoHarnessOptions(query);
  } catch {
    return demoHarnessOptions({ ...query, proxy: null });
  }
}
const harness = createHarnessBridge({
  ...demoOptions(),
  ...(settings.ok ? { settings: settings.settings } : {}),
});

const root =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
mountHarness(root, {
  elements: elements.map((name) => {
    const source = sources?.[name];
    return source ? sourceElement(name, source) : componentHostElement(name);
  }),
  current: currentElementName(location.pathname, elements),
  harness,
  attributes: query.attributes,
  onQueryChange: (search) => history.replaceState(null, '', `${location.pathname}${search}`),
});
