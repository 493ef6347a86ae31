/**
 * Invoker commands and `closedby` where the browser lacks them. The site's dialogs open and close
 * from the HTML alone: their buttons carry `commandfor` and `command` ("show-modal", "close"), and
 * the dialogs `closedby="any"` (Escape, a click on the backdrop). Browsers before invoker commands
 * (Chromium before 135, so Samsung Internet and older WebViews on many phones; Safari before 26.2;
 * Firefox before 144) ignore those attributes: there "Learn More" did nothing until the framework
 * had started, and nothing at all when its chunks never arrived. Browsers without `closedby`
 * (Safari; Chromium before 134; Firefox before 141) do not close a dialog on a click on its
 * backdrop until the framework has started.
 *
 * This script, inline in the <head> of every page with such a dialog (added by
 * scripts/postbuild.ts, ahead of the stylesheet, and not through React, so it is not in the page's
 * payload twice), does there what the browser would, with one click listener on the document, from
 * first paint, whether or not the framework ever starts: a command button opens or closes its
 * dialog; a click on an open `closedby="any"` dialog itself, which is only hit on its backdrop (its
 * panel fills the content box), closes it. A browser with both features skips it entirely. Once the
 * framework runs, the dialogs' own handlers do the same and find the dialog already open or closed.
 */
export const invokerFallbackScript =
  "(function(){var i='commandForElement'in HTMLButtonElement.prototype,a='closedBy'in HTMLDialogElement.prototype;if(i&&a)return;" +
  "document.addEventListener('click',function(e){var t=e.target,b=t.closest&&t.closest('button[commandfor]'),d,c;" +
  "if(b){if(i)return;d=document.getElementById(b.getAttribute('commandfor'));c=b.getAttribute('command');if(!d||!d.showModal)return;" +
  "if(c==='show-modal'&&!d.open)d.showModal();else if(c==='close'&&d.open)d.close()}" +
  "else if(!a&&t.localName==='dialog'&&t.open&&t.getAttribute('closedby')==='any')t.close()})})()";

/** A dialog button the HTML opens by itself. */
const OPENS_DIALOG = 'command="show-modal"';

/**
 * The exported page with the fallback in its <head>, when it has a dialog that its HTML opens by
 * itself (idempotent). Pages without one (the menu is a popover) are left as they are.
 */
export function withInvokerFallback(html: string): string {
  const tag = `<script>${invokerFallbackScript}</script>`;
  if (!html.includes(OPENS_DIALOG) || html.includes(tag)) return html;
  return html.replace('</head>', `${tag}</head>`);
}
