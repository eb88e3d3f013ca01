/*
 * The booking widget for a venue's own site (issue 52), served as-is by the portal (no build, no framework):
 *   <script src="https://<portal>/widget.js" data-restaurant="SLUG" async></script>
 * adds a « Réserver une table » button after the script tag (data-label to say otherwise, data-lang="en|es|de" or
 * the page's <html lang> for the button's language) that opens /reservation/SLUG?source=widget in an iframe inside
 * a modal dialog: focus kept inside, Escape or « Fermer » closes it and gives focus back to the button; full screen
 * on a phone. The booking made in it is counted « site web » in Rapports.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script) return;
  var slug = (script.getAttribute('data-restaurant') || '').trim();
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return;
  var base = new URL(script.src, location.href).origin;
  var lang = (script.getAttribute('data-lang') || document.documentElement.lang || 'fr')
    .slice(0, 2)
    .toLowerCase();
  var TEXTS = {
    fr: ['Réserver une table', 'Fermer', 'Réservation'],
    en: ['Book a table', 'Close', 'Booking'],
    es: ['Reservar una mesa', 'Cerrar', 'Reserva'],
    de: ['Tisch reservieren', 'Schließen', 'Reservierung'],
  };
  var t = TEXTS[lang] || TEXTS.fr;
  var label = script.getAttribute('data-label') || t[0];
  var page =
    base +
    '/reservation/' +
    encodeURIComponent(slug) +
    '?source=widget' +
    (TEXTS[lang] ? '&lang=' + lang : '');

  var style = document.createElement('style');
  style.textContent =
    '.resa-widget-button{font:inherit;font-weight:600;padding:.75em 1.25em;border:0;border-radius:.5em;' +
    'background:#1f2937;color:#fff;cursor:pointer}.resa-widget-button:focus-visible{outline:3px solid #2563eb;' +
    'outline-offset:2px}.resa-widget-backdrop{position:fixed;inset:0;z-index:2147483646;background:rgba(0,0,0,.5);' +
    'display:flex;align-items:center;justify-content:center}.resa-widget-dialog{position:relative;background:#fff;' +
    'width:100%;height:100%;display:flex;flex-direction:column}.resa-widget-close{align-self:flex-end;font:inherit;' +
    'margin:.5em;padding:.5em 1em;border:1px solid #6b7280;border-radius:.5em;background:#fff;color:#111827;' +
    'cursor:pointer}.resa-widget-frame{flex:1;border:0;width:100%}@media (min-width:640px){.resa-widget-dialog{' +
    'width:min(480px,100%);height:min(760px,100%);border-radius:.75em;overflow:hidden}}';
  document.head.appendChild(style);

  var button = document.createElement('button');
  button.type = 'button';
  button.className = 'resa-widget-button';
  button.textContent = label;
  button.setAttribute('aria-haspopup', 'dialog');
  script.parentNode.insertBefore(button, script.nextSibling);

  var backdrop = null;
  function close() {
    if (!backdrop) return;
    document.removeEventListener('keydown', onKey, true);
    backdrop.remove();
    backdrop = null;
    document.documentElement.style.overflow = '';
    button.focus();
  }
  function focusables() {
    return backdrop ? Array.prototype.slice.call(backdrop.querySelectorAll('button, iframe')) : [];
  }
  function onKey(event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // Only the close button and the booking page: focus never leaves the dialog.
      var items = focusables();
      var first = items[0];
      var last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }
  function open() {
    if (backdrop) return;
    backdrop = document.createElement('div');
    backdrop.className = 'resa-widget-backdrop';
    var dialog = document.createElement('div');
    dialog.className = 'resa-widget-dialog';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', label);
    var closer = document.createElement('button');
    closer.type = 'button';
    closer.className = 'resa-widget-close';
    closer.textContent = t[1];
    closer.addEventListener('click', close);
    var frame = document.createElement('iframe');
    frame.className = 'resa-widget-frame';
    frame.title = t[2];
    frame.src = page;
    dialog.appendChild(closer);
    dialog.appendChild(frame);
    backdrop.appendChild(dialog);
    backdrop.addEventListener('click', function (event) {
      if (event.target === backdrop) close();
    });
    document.body.appendChild(backdrop);
    document.documentElement.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey, true);
    closer.focus();
  }
  button.addEventListener('click', open);
})();
