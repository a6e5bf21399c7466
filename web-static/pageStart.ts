import { createHash } from 'node:crypto';

/**
 * The one inline script of every public page. It makes the page interactive when the visitor needs
 * it, not while the page is being read for the first time: the server-rendered page is complete and
 * works without script (links, the search form), so the page's code (React and the page's chunk)
 * is fetched quietly a second after `load` and run at the first sign of a visitor (a touch, a key, a pointer
 * move, a scroll, a focus), or after a few idle seconds, or at once on a page that needs it at
 * once (`data-eager`, or a choice remembered under the `data-remember` key of localStorage).
 *
 * What a visitor does in the moment before the code has run is kept, not lost: a click on a control
 * that only works with script (a `type="button"` button, a check box, a radio button, a submit
 * button of a form without an action) and a form submitted without an action are held and done
 * again once the page is interactive (`<html data-hydrated>`), the control showing it is busy
 * (`aria-busy`) meanwhile, so the tap is seen to have been taken; a text field or list changed in that
 * moment tells the page its new value then. A control marked `data-works-without-script` (the check
 * box that opens the search filters' sheet with CSS alone, the filters' check boxes of a form that
 * works without script) acts at once; a check box of a form ticked in that moment is ticked again
 * once the page is interactive, so the page sees the change. A link that the page opens in place
 * (`data-opens-here`: a photo, which the lightbox shows) is held the same way, unless the click asks
 * for a new tab, and followed after all should the code not have run within a few seconds. A held tap
 * on a control that opens something (`data-opens="enquiry"` or `"chat"`) shows at once the page's
 * "opening" view for it (its `<template data-opening>`, components/HeldOpenings.tsx) until the page
 * answers the tap; closing that view, or a second tap on its control, gives the tap up. When a tap
 * is the first sign of a visitor, the code runs after the frame that answers it is painted, so its
 * evaluation never holds that frame.
 *
 * Its text is the same on every page (what differs is in its `data-` attributes), so the Content
 * Security Policy allows exactly this script by its hash and no other inline script.
 */
export const PAGE_START_IDLE_MS = 5000;
/** When the code is fetched (not run) after `load`: once the page has settled, so it never competes with its pictures. */
export const PAGE_PREFETCH_AFTER_MS = 1000;
/** A held tap on a link the page opens in place (`data-opens-here`) follows the link after this long if the page's code has not run. */
export const HELD_LINK_FOLLOWED_AFTER_MS = 8000;

export const PAGE_START_SCRIPT = `(function () {
  var d = document, w = window, root = d.documentElement, data = d.currentScript.dataset;
  var triggers = ['pointerdown', 'touchstart', 'keydown', 'mousemove', 'wheel', 'scroll', 'focusin'];
  var quiet = { capture: true, passive: true };
  var started = false, held = [], edited = [];
  var files = [data.src].concat(data.chunks ? data.chunks.split(' ') : []);
  var interactive = function () { return root.hasAttribute('data-hydrated'); };
  // A part of the page whose code already runs (forms/heldEnquiry.tsx) answers for itself.
  var live = function (target) { return target && target.closest ? target.closest('[data-live]') !== null : false; };
  var link = function (rel, href) {
    var element = d.createElement('link');
    element.rel = rel;
    element.href = href;
    element.crossOrigin = 'anonymous';
    d.head.appendChild(element);
  };
  var ran = false;
  var run = function () {
    if (ran) return;
    ran = true;
    files.slice(1).forEach(function (file) { link('modulepreload', file); });
    var script = d.createElement('script');
    script.type = 'module';
    script.src = data.src;
    d.head.appendChild(script);
  };
  var start = function (event) {
    if (started) return;
    started = true;
    triggers.forEach(function (type) { w.removeEventListener(type, start, quiet); });
    if (d.readyState === 'loading') return d.addEventListener('DOMContentLoaded', run);
    if (!event || (event.type !== 'pointerdown' && event.type !== 'touchstart')) return run();
    // A finger going down: the code runs once what its tap shows (an open sheet, a busy ring, an
    // "opening" view) is painted, so the code's evaluation never holds that frame; or after a moment if
    // no click comes. A hidden page paints no frames.
    var afterTap = function () {
      w.removeEventListener('click', afterTap, true);
      clearTimeout(timer);
      if (d.hidden) return run();
      w.requestAnimationFrame(function () { setTimeout(run, 0); });
      setTimeout(run, 1000);
    };
    var timer = setTimeout(afterTap, 500);
    w.addEventListener('click', afterTap, true);
  };
  var scriptOnly = function (target) {
    var control = target && target.closest ? target.closest('button, input[type=checkbox], input[type=radio], [role=button], a[data-opens-here]') : null;
    if (!control || control.disabled || control.hasAttribute('data-works-without-script')) return null;
    if (control.tagName === 'BUTTON' && control.type !== 'button') return control.form && !control.form.hasAttribute('action') ? control : null;
    return control;
  };
  // What a held tap opens shows at once (the page's <template data-opening> named by the control's
  // data-opens), until the page, interactive, answers the tap itself; its Close, or Esc, gives the tap
  // up. Not a modal dialog: making the whole page inert would restyle all of it in the tap's frame.
  var shown = null;
  var unshow = function () {
    if (!shown) return;
    var element = shown.element;
    // The focus goes back to the control, for what the page opens to return it there in turn.
    if (element.contains(d.activeElement)) shown.control.focus({ preventScroll: true });
    shown = null;
    element.remove();
  };
  var drop = function (control) {
    held = held.filter(function (entry) { return entry.control !== control; });
    control.removeAttribute('aria-busy');
    if (shown && shown.control === control) unshow();
  };
  var show = function (control) {
    var template = d.querySelector('template[data-opening="' + control.getAttribute('data-opens') + '"]');
    if (shown && !shown.element.isConnected) shown = null;
    if (shown || !template) return;
    var element = d.importNode(template.content, true).firstElementChild;
    element.setAttribute('data-held-opening', '');
    shown = { control: control, element: element };
    d.body.appendChild(element);
    var close = element.querySelector('[data-cancels-opening]');
    if (close && element.hasAttribute('data-takes-focus')) close.focus({ preventScroll: true });
  };
  d.addEventListener('keydown', function (event) {
    if (shown && !interactive() && event.key === 'Escape') drop(shown.control);
  }, true);
  d.addEventListener('click', function (event) {
    if (interactive() || live(event.target)) return;
    if (shown && event.target.closest && event.target.closest('[data-cancels-opening]')) {
      event.preventDefault();
      return drop(shown.control);
    }
    var control = scriptOnly(event.target);
    // A link the page opens in place (a photo into the lightbox): a click that asks for a new tab or a
    // download still follows it.
    var isLink = control && control.tagName === 'A';
    if (!control || (isLink && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey))) return;
    event.preventDefault();
    event.stopPropagation();
    // A second tap on what opened a panel closes it again.
    if (shown && shown.control === control) return drop(control);
    control.setAttribute('aria-busy', 'true');
    held.push({ control: control, again: function () { control.removeAttribute('aria-busy'); control.click(); } });
    if (control.hasAttribute('data-opens')) show(control);
    // Should the page's code never come (a lost connection), the link is followed after all.
    if (isLink) setTimeout(function () { if (!interactive() && control.getAttribute('aria-busy') === 'true') { drop(control); w.location.assign(control.href); } }, ${HELD_LINK_FOLLOWED_AFTER_MS});
    start();
  }, true);
  d.addEventListener('submit', function (event) {
    var form = event.target;
    if (interactive() || live(form) || form.hasAttribute('action')) return;
    event.preventDefault();
    var submitter = event.submitter;
    held.push({ control: null, again: function () { form.requestSubmit(submitter && submitter.form === form ? submitter : undefined); } });
    start();
  }, true);
  var onEdit = function (event) {
    var field = event.target;
    var choice = field.type === 'checkbox' || field.type === 'radio';
    if (interactive() || live(field) || !/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName)) return;
    if (choice && !(field.form && field.hasAttribute('data-works-without-script'))) return;
    if (edited.indexOf(field) < 0) edited.push(field);
    start();
  };
  d.addEventListener('input', onEdit, true);
  d.addEventListener('change', onEdit, true);
  new MutationObserver(function (_, observer) {
    if (!interactive()) return;
    observer.disconnect();
    // Every value is read before any is told: the page's answer to the first can render the others
    // back to what it had for them.
    edited.map(function (field) { return { field: field, typed: field.value }; }).forEach(function (entry) {
      var field = entry.field;
      if (!field.isConnected) return;
      if (field.type === 'checkbox' || field.type === 'radio') {
        // The page's code sees a check box change in a click: undone quietly, then done again by one.
        field.checked = !field.checked;
        field.click();
        return;
      }
      var own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
      if (field.tagName !== 'SELECT') {
        field.value = entry.typed + ' ';
        own.set.call(field, entry.typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      } else own.set.call(field, entry.typed);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
    held.forEach(function (entry) {
      // A control no longer busy was answered before the page was (forms/heldEnquiry.tsx) or given up.
      if (entry.control && entry.control.getAttribute('aria-busy') !== 'true') return;
      if (shown && shown.control === entry.control) unshow();
      entry.again();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  var remembered = null;
  try { remembered = data.remember ? w.localStorage.getItem(data.remember) : null; } catch (error) {}
  if (data.eager !== undefined || remembered !== null) return start();
  triggers.forEach(function (type) { w.addEventListener(type, start, quiet); });
  var whenIdle = function (then, ms) {
    setTimeout(function () {
      if (w.requestIdleCallback) w.requestIdleCallback(then, { timeout: 2000 });
      else then();
    }, ms);
  };
  var loaded = function () {
    whenIdle(function () {
      if (!started) files.forEach(function (file) { link('prefetch', file); });
    }, ${PAGE_PREFETCH_AFTER_MS});
    whenIdle(start, ${PAGE_START_IDLE_MS});
  };
  if (d.readyState === 'complete') loaded();
  else w.addEventListener('load', loaded);
})();`;

/** The Content Security Policy source that allows the start script. */
export const PAGE_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`;
