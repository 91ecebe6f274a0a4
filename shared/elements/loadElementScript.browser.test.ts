import { afterEach, describe, it } from '../testing/mocha.ts';
import { assert, equal } from '../testing/assert.ts';
import { ElementLoadError } from './elementLoadError.ts';
import { loadElementScript } from './loadElementScript.ts';
import { fixtureHost, fixtureUrl, integrityOf, wrongIntegrity } from './test-fixtures/integrity.ts';

function scriptsFor(url: string): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) =>
    script.src.startsWith(url),
  );
}

async function rejection(promise: Promise<unknown>): Promise<ElementLoadError> {
  try {
    await promise;
  } catch (error) {
    assert(error instanceof ElementLoadError, `an ElementLoadError, got ${String(error)}`);
    return error;
  }
  throw new Error('expected the load to fail');
}

describe('loadElementScript', () => {
  const added: Element[] = [];
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
  });

  it('loads a module by URL with its integrity and resolves once the element is defined', async () => {
    const url = fixtureUrl('loads');
    const integrity = await integrityOf(url);
    const loaded = await loadElementScript({ url, integrity, element: 'fixture-element' });
    equal(loaded, url);
    assert(customElements.get('fixture-element'), 'the element is defined');
    const [script] = scriptsFor(url);
    equal(script?.type, 'module');
    equal(script?.integrity, integrity);
    equal(script?.crossOrigin, 'anonymous');

    const element = document.createElement('fixture-element');
    element.setAttribute('configuration-id', 'demo');
    document.body.append(element);
    added.push(element);
    equal(element.textContent, 'Fixturelementet är laddat (konfiguration: demo, lagring: ingen).');
  });

  it('loads a URL once however many blocks ask for it', async () => {
    const url = fixtureUrl('dedupe');
    const integrity = await integrityOf(url);
    const target = { url, integrity, element: 'fixture-element' };
    const [first, second] = await Promise.all([
      loadElementScript(target),
      loadElementScript(target),
    ]);
    equal(first, second);
    await loadElementScript(target);
    equal(scriptsFor(url).length, 1);
  });

  it('refuses a script whose integrity does not match, and loads it when asked again with the right one', async () => {
    const url = fixtureUrl('integrity');
    const error = await rejection(
      loadElementScript({ url, integrity: wrongIntegrity, element: 'fixture-element' }),
    );
    equal(error.reason, 'script');
    equal(scriptsFor(url).length, 0, 'the failed script element is removed');

    // The browser remembers the failed module, so the retry asks for a fresh copy.
    const integrity = await integrityOf(url);
    const loaded = await loadElementScript({ url, integrity, element: 'fixture-element' });
    equal(new URL(loaded).searchParams.get('retry'), '1');
  });

  it('fails when the script is not there', async () => {
    const url = `${fixtureHost}no-such-element-AbCd1234.js`;
    const error = await rejection(
      loadElementScript({ url, integrity: wrongIntegrity, element: 'no-such-element' }),
    );
    equal(error.reason, 'script');
  });

  it('fails after its timeout when the script does not define the element', async () => {
    const url = fixtureUrl('missing-element');
    const integrity = await integrityOf(url);
    const started = performance.now();
    const error = await rejection(
      loadElementScript({ url, integrity, element: 'fixture-missing' }, { timeoutMs: 300 }),
    );
    equal(error.reason, 'timeout');
    assert(performance.now() - started >= 290, 'it waited for the timeout');
    equal(customElements.get('fixture-missing'), undefined);
  });
});
