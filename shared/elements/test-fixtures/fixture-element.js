// A tiny element for the browser tests of the element loader and the component block,
// loaded by URL from the test server the way a component host's script is. With
// configuration-id="throw" it throws when connected, as a broken element would.
class FixtureElement extends HTMLElement {
  connectedCallback() {
    const configurationId = this.getAttribute('configuration-id') ?? 'ingen';
    if (configurationId === 'throw') throw new Error('The fixture element failed on purpose');
    const storageKey = this.getAttribute('storage-key') ?? 'ingen';
    this.textContent = `Fixturelementet är laddat (konfiguration: ${configurationId}, lagring: ${storageKey}).`;
  }
}

if (!customElements.get('fixture-element'))
  customElements.define('fixture-element', FixtureElement);
