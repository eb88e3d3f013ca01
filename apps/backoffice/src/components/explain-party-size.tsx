import { formatGuests } from '@app/domain';
import { Select } from '@app/ui';
import './slot-why-full.css';

export const EXPLAIN_PARTY_TEXTS = {
  label: 'Expliquer pour',
} as const;

/** The party « Pourquoi complet ? » explains until staff choose another (the server's own default). */
export const DEFAULT_EXPLAINED_PARTY = 2;

/**
 * The party sizes staff may ask about « Par tables »: 1 up to the venue's online maximum (a larger party is never
 * seated online, so nothing could open a slot for it), and never fewer than the default.
 */
export function explainablePartySizes({ maxOnline }: { maxOnline: number }): number[] {
  const top = Math.max(maxOnline, DEFAULT_EXPLAINED_PARTY);
  return Array.from({ length: top }, (_, i) => i + 1);
}

/**
 * « Expliquer pour »: the party size « Pourquoi complet ? » explains « Par tables », where a slot is full or not
 * depending on it (a react-aria select: labelled, opened and chosen from the keyboard).
 */
export function ExplainPartySize({
  maxOnline,
  value,
  onChange,
}: {
  maxOnline: number;
  value: number;
  onChange(partySize: number): void;
}) {
  return (
    <Select
      className="explain-party"
      label={EXPLAIN_PARTY_TEXTS.label}
      options={explainablePartySizes({ maxOnline }).map((size) => ({
        id: String(size),
        label: formatGuests({ count: size }),
      }))}
      selectedKey={String(value)}
      onSelectionChange={(key) => onChange(Number(key) || DEFAULT_EXPLAINED_PARTY)}
    />
  );
}
