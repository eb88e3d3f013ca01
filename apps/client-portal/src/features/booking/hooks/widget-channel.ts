/**
 * `widget` when the booking page was opened by the venue's own site (`/reservation/{slug}?source=widget`, the
 * script of public/widget.js), read once as the wizard opens: the booking carries it and Rapports count it
 * « site web » (issue 52). Any other value is none; the server checks it again (an enum).
 */
export function widgetChannel(search: string): 'widget' | undefined {
  return new URLSearchParams(search).get('source') === 'widget' ? 'widget' : undefined;
}
