// What Chakra v3 (Ark/Zag) and the site's code need in jsdom that jsdom lacks (fetch and the
// streams come from the environment, scripts/jest/jsdom-environment.cjs).

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })
  window.scrollTo = () => undefined
  Element.prototype.scrollTo ??= () => undefined
  Element.prototype.scrollIntoView ??= () => undefined
  // jsdom's <dialog> is only its `open` attribute: the modal methods, with the `close` event.
  const dialog = window.HTMLDialogElement?.prototype
  if (dialog && !dialog.showModal) {
    dialog.show = dialog.showModal = function () {
      this.setAttribute('open', '')
    }
    dialog.close = function () {
      if (!this.hasAttribute('open')) return
      this.removeAttribute('open')
      this.dispatchEvent(new window.Event('close'))
    }
  }
}
