/**
 * The page's own small script: inline in every page's <head> (components/layout/root-document.tsx),
 * run before first paint, a few hundred bytes. What a visitor reaches for in the shell answers
 * through it at once, before and without the framework (which starts only for an island,
 * tooling/deferred-scripts.ts), and goes on answering through it once the framework runs:
 * - the theme: applied before first paint from the stored choice, and switched by any
 *   `[data-theme-toggle]` button, whose `aria-pressed` it keeps;
 * - the desktop dropdowns (`[data-hover-menu]` items, a native popover each, opened on click or a
 *   key by the HTML itself): opened when a mouse pointer enters the item and closed when it leaves
 *   (a mouse click on the toggle of a menu it opened so leaves it open, rather than toggling it shut
 *   under the pointer), closed when focus leaves the item and when one of its links is followed;
 * - every popover toggle's `aria-expanded` follows its popover;
 * - a menu popover (`[data-menu]`, the mobile menu) closes when focus leaves it (Tab past its last
 *   link: nothing behind it is in reach while it covers the page), and opens next time with its
 *   groups (`<details>`) folded;
 * - the contact page's map (`[data-map-show]`): a click loads the frame the page holds without a
 *   source (inside the same MAP_MARKER box), and hides the stand-in and the notice.
 * - a cross-document view transition the browser gives up on (Chrome rejects its promises with
 *   "Transition was aborted because of invalid state" when it finds the opt-in off at the reveal,
 *   as on a page it prerendered on hover) ends quietly: the page shows at once, as without one.
 * It marks `<html data-shell>` as it runs, so the controls it answers show only where it runs
 * (the `shell:` variant, app/globals.css): with scripts off they are not offered.
 * Its listeners sit on the document, so they answer the HTML as it arrives and the elements React
 * later takes over alike, and no component adds a second handler for the same act.
 */
import { MAP_MARKER } from '@/lib/map';
import { THEME_STORAGE_KEY } from '@/lib/theme';

/** The attributes the script answers (the components that render them read these). */
export const SHELL_ATTR = {
  /** On <html> once the script has run. */
  ran: 'data-shell',
  /** A desktop dropdown's item: its popover opens while a mouse is over it. */
  hoverMenu: 'data-hover-menu',
  /** A popover menu that closes when focus leaves it and folds its groups when it closes. */
  menu: 'data-menu',
  /** A button that switches the theme. */
  themeToggle: 'data-theme-toggle',
  /** The button that loads the map. */
  mapShow: 'data-map-show',
  /** The map's frame, holding its source until asked for (no request to the map site before). */
  mapSource: 'data-map-src',
  /** The stand-in and the notice hidden once the map shows. */
  mapHide: 'data-map-hide',
} as const;

const A = SHELL_ATTR;

export const shellScript =
  `(function(){var d=document,h=d.documentElement,K='${THEME_STORAGE_KEY}';h.setAttribute('${A.ran}','');` +
  // T: applies a theme (true: dark) and says it on every toggle.
  `function T(v){h.classList.toggle('dark',v);h.style.colorScheme=v?'dark':'light';` +
  `[].forEach.call(d.querySelectorAll('[${A.themeToggle}]'),function(b){b.setAttribute('aria-pressed',String(v))})}` +
  `var v=false;try{v=localStorage.getItem(K)==='true'}catch(e){}T(v);` +
  `d.addEventListener('DOMContentLoaded',function(){T(h.classList.contains('dark'))});` +
  `function C(e,s){return e.target&&e.target.closest?e.target.closest(s):null}` +
  // N: the dropdown of a nav item, shown (true) or hidden; nothing when it already is.
  `function N(i,o){var p=i&&i.querySelector('[popover]');if(p&&p.togglePopover&&p.isConnected)try{p.togglePopover(o)}catch(x){}}` +
  `d.addEventListener('click',function(e){var b=C(e,'[${A.themeToggle}]'),m;` +
  `if(b){var on=!h.classList.contains('dark');T(on);try{localStorage.setItem(K,String(on))}catch(x){}return}` +
  `m=C(e,'[${A.mapShow}]');if(m){var r=m.closest('[${MAP_MARKER}]'),f=r&&r.querySelector('iframe[${A.mapSource}]');if(f){f.src=f.getAttribute('${A.mapSource}');f.hidden=false;` +
  `[].forEach.call(r.querySelectorAll('[${A.mapHide}]'),function(x){x.hidden=true});f.focus()}return}` +
  `var i=C(e,'[${A.hoverMenu}]'),t=C(e,'[popovertarget]'),p=i&&i.querySelector('[popover]');` +
  `if(i&&t&&e.pointerType=='mouse'&&p&&p.matches(':popover-open')){e.preventDefault();return}` +
  `if(i&&C(e,'[popover] a'))N(i,false)});` +
  `d.addEventListener('pointerover',function(e){var i=e.pointerType=='mouse'&&C(e,'[${A.hoverMenu}]');if(i&&!i.contains(e.relatedTarget))N(i,true)});` +
  `d.addEventListener('pointerout',function(e){var i=e.pointerType=='mouse'&&C(e,'[${A.hoverMenu}]');if(i&&!i.contains(e.relatedTarget))N(i,false)});` +
  `d.addEventListener('focusout',function(e){var i=C(e,'[${A.hoverMenu}]');if(i&&e.relatedTarget&&!i.contains(e.relatedTarget))N(i,false)});` +
  `d.addEventListener('focusout',function(e){var m=C(e,'[${A.menu}]');if(m&&e.relatedTarget&&!m.contains(e.relatedTarget)&&m.matches(':popover-open'))m.hidePopover()});` +
  `d.addEventListener('toggle',function(e){var p=e.target;if(!(p&&p.id&&p.hasAttribute&&p.hasAttribute('popover')))return;` +
  `[].forEach.call(d.querySelectorAll('[popovertarget="'+p.id+'"]'),function(b){b.setAttribute('aria-expanded',String(e.newState=='open'))});` +
  `if(e.newState=='closed'&&p.hasAttribute('${A.menu}'))[].forEach.call(p.querySelectorAll('details[open]'),function(x){x.removeAttribute('open')})},true);` +
  `function V(e){var t=e.viewTransition;if(t)[t.ready,t.finished,t.updateCallbackDone].forEach(function(x){x&&x.catch(function(){})})}` +
  `addEventListener('pagereveal',V);addEventListener('pageswap',V)` +
  `})()`;
