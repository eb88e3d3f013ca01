import { useId } from 'react';

const QUICK_PICKS = [2, 4, 6, 8];

/** Step 3: the party size, 1 to the restaurant's online maximum; larger groups are told to phone. */
export function PartyStep({
  partySize,
  max,
  restaurantPhone,
  onChange,
  onContinue,
  onBack,
}: {
  partySize: number;
  max: number;
  restaurantPhone: string;
  onChange: (size: number) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(1, Math.round(n) || 1));
  return (
    <section className="step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        Combien de convives ?
      </h2>
      <div className="quick-picks" role="group" aria-label="Choix rapide">
        {QUICK_PICKS.filter((n) => n <= max).map((n) => (
          <button
            key={n}
            type="button"
            className={`chip${n === partySize ? ' is-selected' : ''}`}
            aria-pressed={n === partySize}
            onClick={() => onChange(n)}
          >
            {n}
          </button>
        ))}
      </div>
      <div className="stepper">
        <button
          type="button"
          className="stepper__button"
          aria-label="Une personne de moins"
          disabled={partySize <= 1}
          onClick={() => onChange(clamp(partySize - 1))}
        >
          −
        </button>
        <label htmlFor={`${id}-size`} className="sr-only">
          Nombre de convives
        </label>
        <input
          id={`${id}-size`}
          className="stepper__value"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={partySize}
          onChange={(e) => onChange(clamp(Number(e.target.value)))}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label="Une personne de plus"
          disabled={partySize >= max}
          onClick={() => onChange(clamp(partySize + 1))}
        >
          +
        </button>
      </div>
      <p className="field__hint" id={`${id}-advice`}>
        {partySize >= max
          ? `Pour un groupe de plus de ${max} personnes, merci d'appeler directement le restaurant`
          : `En ligne jusqu'à ${max} personnes. Au-delà, merci d'appeler directement le restaurant`}
        {restaurantPhone ? (
          <>
            {' '}
            au <a href={`tel:${restaurantPhone.replace(/\s+/g, '')}`}>{restaurantPhone}</a>.
          </>
        ) : (
          '.'
        )}
      </p>
      <div className="step__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          ← Changer l'heure
        </button>
        <button type="button" className="button button--primary" onClick={onContinue}>
          Continuer
        </button>
      </div>
    </section>
  );
}
