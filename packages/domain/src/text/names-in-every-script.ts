/**
 * Names in every script diners write in (issue 55): emoji, characters outside the basic plane, Chinese, Greek,
 * Arabic, Hebrew, Cyrillic, Vietnamese, a joined emoji family. What the tests book, search and store with.
 */
export const NAMES_IN_EVERY_SCRIPT: readonly string[] = [
  '😀',
  '𝒜lice',
  '𠀀𠀀',
  '李小龍',
  'Zoë 😀',
  'Ἀλέξανδρος',
  'محمد العلي',
  'שרה כהן',
  'Дмитрий Иванов',
  'Nguyễn Thị Minh Khai',
  '👨‍👩‍👧 Famille',
];
