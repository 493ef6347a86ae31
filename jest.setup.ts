import '@testing-library/jest-dom';

// The operator's facts are the fixture's (jest.config.mjs maps every import of content/operator.json to it, the relative ones next/jest writes from @/ too), not a set a
// shell passed on for a build (OPERATOR_FILE / OPERATOR_JSON, scripts/operator-env.mjs).
delete process.env.OPERATOR_JSON;
delete process.env.OPERATOR_FILE;

// jsdom has no modal dialog support: give <dialog> the open/close behaviour the browser has.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
