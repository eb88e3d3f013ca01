import { DINER_LOCALES, type DinerLocale, LOCALE_LABELS } from '@app/domain';

/**
 * The phone booking's « Terrasse » and « Langue du client » (issue 51): the guest's language, said by the guest
 * on the phone, is stored on the booking and the venue's guest file, and the booking's mails and SMS speak it.
 * « Français » is the default; leaving it keeps the language the venue already knows for this guest.
 */
interface Values {
  terrace: boolean;
  locale: DinerLocale | undefined;
}

export function TerraceLanguageFields({
  terrace,
  locale,
  onChange,
}: Values & { onChange<K extends keyof Values>(key: K, value: Values[K]): void }) {
  return (
    <>
      <label className="checkbox">
        <input type="checkbox" checked={terrace} onChange={(e) => onChange('terrace', e.target.checked)} />{' '}
        Terrasse
      </label>
      <div className="field">
        <label htmlFor="new-locale">Langue du client</label>
        <select
          id="new-locale"
          value={locale ?? ''}
          onChange={(e) => onChange('locale', (e.target.value || undefined) as DinerLocale | undefined)}
        >
          <option value="">Non précisée</option>
          {DINER_LOCALES.map((code) => (
            <option key={code} value={code}>
              {LOCALE_LABELS[code]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
