import { DINER_LOCALES, type DinerLocale, LOCALE_NATIVE_NAMES } from '@app/domain/locale-codes';
import { useDinerLanguage, useTranslator } from './react';

/**
 * The language switcher of every diner page: a native select (keyboard, screen readers and phones handle it
 * as their own), each language written in itself so that a diner finds theirs on a page they cannot read.
 * `label` is the page's word for « Langue », in the page's language.
 */
export function LanguageSwitcher({ label, className }: { label: string; className?: string }) {
  const language = useDinerLanguage();
  const { locale } = useTranslator();
  return (
    <label className={className ?? 'language-switcher'}>
      <span className="language-switcher__label">{label}</span>
      <select
        className="language-switcher__select"
        value={locale}
        onChange={(event) => void language.choose(event.target.value as DinerLocale)}
      >
        {DINER_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
