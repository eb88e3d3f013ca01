import { Search, X } from '@app/ui/icons';

export interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
}

/** Search on name or phone; it applies from 3 characters (the hint says so). */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <div className="search-box" role="search">
      <label htmlFor="day-search" className="sr-only">
        Rechercher un client
      </label>
      <Search className="search-box__icon" aria-hidden="true" />
      <input
        id="day-search"
        type="search"
        placeholder="Nom ou téléphone (3 caractères min.)"
        value={value}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label="Effacer la recherche"
          onClick={() => onChange('')}
        >
          <X className="icon-button__icon" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
