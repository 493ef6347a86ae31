import { invokerFallbackScript, withInvokerFallback } from '@/tooling/invoker-fallback';

/**
 * jsdom has no invoker commands (like the browsers the script is for) and no showModal: the
 * dialog here opens and closes by its `open` attribute, as a browser's would.
 */
const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = jest.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});
Object.assign(HTMLDialogElement.prototype, { showModal, close });

const page = () => {
  document.body.innerHTML = `
    <button type="button" commandfor="details" command="show-modal">Learn More</button>
    <button type="button" commandfor="nowhere" command="show-modal">Broken</button>
    <dialog id="details" closedby="any"><div><h2>Visa services</h2><p>Documents</p>
      <button type="button" commandfor="details" command="close"><svg><path></path></svg></button>
      <button type="button" commandfor="details" command="close">Close</button></div></dialog>`;
  return document.getElementById('details') as HTMLDialogElement;
};
beforeEach(() => jest.clearAllMocks());

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('the invoker-command fallback, in a browser without invoker commands', () => {
  beforeAll(() => {
    expect('commandForElement' in HTMLButtonElement.prototype).toBe(false);
    new Function(invokerFallbackScript)();
  });

  it('opens the dialog of a "show-modal" button, as a modal, once', () => {
    const dialog = page();
    click(button('Learn More'));
    expect(dialog.open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
    click(button('Learn More'));
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('closes it from either of its "close" buttons, also when the click lands on the icon inside', () => {
    const dialog = page();
    click(button('Learn More'));
    click(button('Close'));
    expect(dialog.open).toBe(false);
    click(button('Learn More'));
    click(dialog.querySelector('path')!);
    expect(dialog.open).toBe(false);
  });

  it('closes a closedby="any" dialog on a click on its backdrop, not on one inside it', () => {
    const dialog = page();
    click(button('Learn More'));
    click(dialog.querySelector('p')!);
    expect(dialog.open).toBe(true);
    click(dialog);
    expect(dialog.open).toBe(false);
    dialog.removeAttribute('closedby');
    click(button('Learn More'));
    click(dialog);
    expect(dialog.open).toBe(true);
  });

  it('ignores a button whose dialog is not on the page, and clicks elsewhere', () => {
    const dialog = page();
    expect(() => click(button('Broken'))).not.toThrow();
    click(document.body);
    expect(dialog.open).toBe(false);
    expect(showModal).not.toHaveBeenCalled();
  });
});

/** A browser feature the script looks for, present for the length of one test. */
function withFeature(proto: object, name: string, run: () => void) {
  Object.defineProperty(proto, name, { configurable: true, get: () => null });
  try {
    run();
  } finally {
    delete (proto as Record<string, unknown>)[name];
  }
}

describe('the fallback in a browser with invoker commands but without closedby (Safari 26.2)', () => {
  it('leaves the buttons to the browser and closes a dialog on a click on its backdrop', () => {
    withFeature(HTMLButtonElement.prototype, 'commandForElement', () => {
      const listen = jest.spyOn(document, 'addEventListener');
      new Function(invokerFallbackScript)();
      expect(listen).toHaveBeenCalledTimes(1);
      const [type, listener] = listen.mock.calls[0] as [string, (e: Event) => void];
      listen.mockRestore();
      expect(type).toBe('click');
      const dialog = page();
      // The browser opens it (its own invoker commands): the listener must not open it again.
      listener({ target: button('Learn More') } as unknown as Event);
      expect(showModal).not.toHaveBeenCalled();
      dialog.setAttribute('open', '');
      listener({ target: button('Close') } as unknown as Event);
      expect(close).not.toHaveBeenCalled();
      listener({ target: dialog } as unknown as Event);
      expect(dialog.open).toBe(false);
    });
  });
});

describe('the fallback in a browser with both', () => {
  it('adds nothing', () => {
    withFeature(HTMLButtonElement.prototype, 'commandForElement', () =>
      withFeature(HTMLDialogElement.prototype, 'closedBy', () => {
        const listen = jest.spyOn(document, 'addEventListener');
        new Function(invokerFallbackScript)();
        expect(listen).not.toHaveBeenCalled();
        listen.mockRestore();
      }),
    );
  });
});

describe('withInvokerFallback', () => {
  const head = '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/></head><body>';
  const withDialog = `${head}<button commandfor="d" command="show-modal">Learn More</button><dialog id="d"></dialog></body></html>`;

  it('puts the script in the <head> of a page whose HTML opens a dialog by itself, once', () => {
    const html = withInvokerFallback(withDialog);
    expect(html.split(`<script>${invokerFallbackScript}</script>`)).toHaveLength(2);
    expect(html.indexOf(invokerFallbackScript)).toBeLessThan(html.indexOf('</head>'));
    expect(withInvokerFallback(html)).toBe(html);
  });

  it('leaves a page without such a dialog alone (the menu is a popover)', () => {
    const menuOnly = `${head}<button popovertarget="mobile-menu">Open menu</button></body></html>`;
    expect(withInvokerFallback(menuOnly)).toBe(menuOnly);
  });
});
