import { afterEach, describe, it } from '../../../testing/mocha.ts';
import { assert, deepEqual, equal, present } from '../../../testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../../../testing/dom.ts';
import { fakeDataSource, fakeSpecialCareLayer } from '../testing/fakeData.ts';
import { VAXJO } from '../testing/fixture.ts';
import { testMap, type TestMap } from '../testing/setup.ts';
import { addLayerSelector } from './layers.ts';
import { addMarkerTool } from './marker.ts';
import { addSelectFeature } from './selectFeature.ts';

async function mapWithLayers(names = ['Avdelningar', 'Noteringar']): Promise<TestMap> {
  const t = testMap(13);
  const { source } = fakeDataSource({ extraLayers: [fakeSpecialCareLayer] });
  const selector = addLayerSelector(t.map, t.toolbar, source);
  addSelectFeature(t.map, { shown: selector.shown, enabled: t.toolbar.idle });
  await selector.ready;
  getByRole(t.container, 'button', 'Kartlager').click();
  for (const name of names) {
    present(
      [...t.container.querySelectorAll('label')].find((l) => l.textContent === name),
      name,
    )
      .querySelector('input')!
      .click();
  }
  await waitFor(() => equal(selector.shown().length, names.length + 1));
  getByRole(t.container, 'button', 'Kartlager').click();
  return t;
}

const popup = (t: TestMap) => t.container.querySelector<HTMLElement>('.leaflet-popup-content');

describe('the select-feature popup', () => {
  let t: TestMap | undefined;
  afterEach(() => t?.cleanUp());

  it('lists the overlapping features under a click and shows one with Swedish labels', async () => {
    t = await mapWithLayers();
    t.clickPoint(VAXJO);
    const content = await waitFor(() => present(popup(t!), 'the popup'));
    assert(getByRole(content, 'heading', 'Objekt på platsen'), 'its heading');
    deepEqual(
      [...content.querySelectorAll('li button')].map((b) => b.textContent),
      ['Fastighet Kronoberg Skog 1:2', 'Insektsskada (aktiv)', 'Avdelning 3'],
    );
    getByRole(content, 'button', 'Avdelning 3').click();
    assert(getByRole(content, 'heading', 'Avdelning 3'), 'the feature heading');
    const rows = [...content.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    assert(rows.includes('Huvudträdslag: Gran'), rows.join(' | '));
    assert(rows.includes('Målklass: PG – produktion med generell hänsyn'), rows.join(' | '));
    getByRole(content, 'button', 'Tillbaka till listan').click();
    assert(getByRole(content, 'heading', 'Objekt på platsen'), 'back to the list');
  });

  it('lists special-care objects by their type and shows their attributes', async () => {
    t = await mapWithLayers(['Hänsynsobjekt']);
    t.clickPoint(VAXJO);
    const content = await waitFor(() => present(popup(t!), 'the popup'));
    deepEqual(
      [...content.querySelectorAll('li button')].map((b) => b.textContent),
      ['Fastighet Kronoberg Skog 1:2', 'Kulturlämning', 'Skyddszon'],
    );
    getByRole(content, 'button', 'Kulturlämning').click();
    assert(getByRole(content, 'heading', 'Kulturlämning'), 'the object heading');
    const rows = [...content.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    assert(rows.includes('Typ av hänsyn: Kulturlämning'), rows.join(' | '));
    assert(rows.includes('Beskrivning: Husgrund efter torp'), rows.join(' | '));
    assert(rows.includes('Källa: Riksantikvarieämbetet'), rows.join(' | '));
    getByRole(content, 'button', 'Tillbaka till listan').click();
    assert(getByRole(content, 'button', 'Skyddszon'), 'back to the list');
  });

  it('shows a lone feature at once, and nothing where there is none', async () => {
    t = await mapWithLayers();
    t.clickPoint({ n: VAXJO.n + 150, e: VAXJO.e - 150 });
    const content = await waitFor(() => present(popup(t!), 'the popup'));
    assert(getByRole(content, 'heading', 'Fastighet Kronoberg Skog 1:2'), 'the estate itself');
    t.map.closePopup();
    await waitFor(() => equal(popup(t!), null));
    t.clickPoint({ n: VAXJO.n + 250, e: VAXJO.e - 250 });
    equal(popup(t), null);
  });

  it('leaves the click to a tool that is pressed', async () => {
    t = await mapWithLayers();
    addMarkerTool(t.map, t.toolbar);
    getByRole(t.container, 'button', 'Placera markör').click();
    t.clickPoint(VAXJO);
    equal(popup(t), null);
    equal(queryByRole(t.container, 'heading', 'Objekt på platsen'), null);
  });
});
