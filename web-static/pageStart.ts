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
 * once the page is interactive, so the page sees the change.
 *
 * Its text is the same on every page (what differs is in its `data-` attributes), so the Content
 * Security Policy allows exactly this script by its hash and no other inline script.
 */
export const PAGE_START_IDLE_MS = 5000;
/** When the code is fetched (not run) after `load`: once the page has settled, so it never competes with its pictures. */
export const PAGE_PREFETCH_AFTER_MS = 1000;

export const PAGE_START_SCRIPT = `(function () {
  var d = document, w = window, root = d.documentElement, data = d.currentScript.dataset;
  var triggers = ['pointerdown', 'touchstart', 'keydown', 'mousemove', 'wheel', 'scroll', 'focusin'];
  var quiet = { capture: true, passive: true };
  var started = false, held = [], edited = [];
  var files = [data.src].concat(data.chunks ? data.chunks.split(' ') : []);
  var interactive = function () { return root.hasAttribute('data-hydrated'); };
  var link = function (rel, href) {
    var element = d.createElement('link');
    element.rel = rel;
    element.href = href;
    element.crossOrigin = 'anonymous';
    d.head.appendChild(element);
  };
  var run = function () {
    files.slice(1).forEach(function (file) { link('modulepreload', file); });
    var script = d.createElement('script');
    script.type = 'module';
    script.src = data.src;
    d.head.appendChild(script);
  };
  var start = function () {
    if (started) return;
    started = true;
    triggers.forEach(function (type) { w.removeEventListener(type, start, quiet); });
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', run);
    else run();
  };
  var scriptOnly = function (target) {
    var control = target && target.closest ? target.closest('button, input[type=checkbox], input[type=radio], [role=button]') : null;
    if (!control || control.disabled || control.hasAttribute('data-works-without-script')) return null;
    if (control.tagName === 'BUTTON' && control.type !== 'button') return control.form && !control.form.hasAttribute('action') ? control : null;
    return control;
  };
  d.addEventListener('click', function (event) {
    if (interactive()) return;
    var control = scriptOnly(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    control.setAttribute('aria-busy', 'true');
    held.push(function () { control.removeAttribute('aria-busy'); control.click(); });
    start();
  }, true);
  d.addEventListener('submit', function (event) {
    var form = event.target;
    if (interactive() || form.hasAttribute('action')) return;
    event.preventDefault();
    var submitter = event.submitter;
    held.push(function () { form.requestSubmit(submitter && submitter.form === form ? submitter : undefined); });
    start();
  }, true);
  var onEdit = function (event) {
    var field = event.target;
    var choice = field.type === 'checkbox' || field.type === 'radio';
    if (interactive() || !/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName)) return;
    if (choice && !(field.form && field.hasAttribute('data-works-without-script'))) return;
    if (edited.indexOf(field) < 0) edited.push(field);
    start();
  };
  d.addEventListener('input', onEdit, true);
  d.addEventListener('change', onEdit, true);
  new MutationObserver(function (_, observer) {
    if (!interactive()) return;
    observer.disconnect();
    edited.forEach(function (field) {
      if (!field.isConnected) return;
      if (field.type === 'checkbox' || field.type === 'radio') {
        // The page's code sees a check box change in a click: undone quietly, then done again by one.
        field.checked = !field.checked;
        field.click();
        return;
      }
      if (field.tagName !== 'SELECT') {
        var typed = field.value;
        var own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
        field.value = typed + ' ';
        own.set.call(field, typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
    held.forEach(function (again) { again(); });
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
