/** Joins the class names that are set, e.g. `cx('ui-button', isWide && 'ui-button--wide', className)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
