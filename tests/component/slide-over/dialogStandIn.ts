/**
 * jsdom implements <dialog> without showModal() and close(). This stands in for the parts of the
 * HTML standard the slide-over relies on: showModal() sets `open` (and refuses an open dialog),
 * close() clears it and fires `close` in a later task. Focus containment and the inert page behind
 * are the browser's and are covered by the browser tests.
 */
export function installDialogStandIn(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  if (typeof proto.showModal === 'function') return;
  if (!('open' in proto)) {
    Object.defineProperty(proto, 'open', {
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open');
      },
      configurable: true,
    });
  }
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.isConnected) throw new DOMException('not connected', 'InvalidStateError');
    if (this.hasAttribute('open')) throw new DOMException('already open', 'InvalidStateError');
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}
