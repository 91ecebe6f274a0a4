import { describe, it } from '../../testing/mocha.ts';
import { assert, deepEqual, equal } from '../../testing/assert.ts';
import { gsElementLoaders, loadElements, type GsTagName } from '../registry.ts';
import { elementDocs } from './elements.ts';

interface LitClass {
  elementProperties: Map<
    string,
    { attribute?: string | boolean; reflect?: boolean; state?: boolean }
  >;
}

describe('custom elements manifest against the elements', () => {
  it('lists every element of the registry', () => {
    deepEqual(elementDocs.map((doc) => doc.tag).sort(), Object.keys(gsElementLoaders).sort());
  });

  it('documents each public property with its real attribute, and nothing that is not there', async () => {
    await loadElements(Object.keys(gsElementLoaders) as GsTagName[]);
    for (const doc of elementDocs) {
      const ctor = customElements.get(doc.tag) as unknown as LitClass & { name: string };
      assert(ctor, `${doc.tag} is defined`);
      equal(ctor.name, doc.className, `${doc.tag} class name`);
      const publicProperties = [...ctor.elementProperties.entries()].filter(
        ([, options]) => !options.state,
      );
      deepEqual(
        publicProperties.map(([name]) => name).sort(),
        doc.properties.map((p) => p.name).sort(),
        `${doc.tag} properties`,
      );
      for (const property of doc.properties) {
        const options = ctor.elementProperties.get(property.name)!;
        const attribute =
          options.attribute === false
            ? undefined
            : typeof options.attribute === 'string'
              ? options.attribute
              : property.name.toLowerCase();
        equal(attribute, property.attribute, `${doc.tag}.${property.name} attribute`);
        equal(
          Boolean(options.reflect),
          Boolean(property.reflects),
          `${doc.tag}.${property.name} reflects`,
        );
      }
    }
  });
});
