/** Scripts whose names are written without a space between surname and given name (李小龍, 山田太郎). */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * How a name in a script written without spaces is typed: surname then given name, no space ('李' + '小龍' →
 * '李小龍'); none for other scripts, so that 'Léa' 'Dupont' is never found by 'adu'.
 * @example unspacedNameForms({ firstName: '小龍', lastName: '李' }) // ['李小龍']
 */
export function unspacedNameForms({
  firstName = '',
  lastName = '',
}: {
  firstName?: string | undefined;
  lastName?: string | undefined;
}): string[] {
  const first = firstName.trim();
  const last = lastName.trim();
  return first && last && UNSPACED_SCRIPT.test(`${first}${last}`) ? [`${last}${first}`] : [];
}
