import { ChevronDown } from '@app/ui/icons';
import { useId, useState } from 'react';
import type { ExplainedSlot } from '../hooks/use-slot-explanations';
import './slot-why-full.css';

export const WHY_FULL_TEXTS = {
  button: 'Pourquoi complet ?',
} as const;

/**
 * « Pourquoi complet ? » of one slot: a disclosure button (aria-expanded, Enter and Space as any button) that
 * shows the headline and the lines the engine gave: covers booked and held, tables free and until when, the
 * pacing, who closed it and when, what would open it.
 */
export function SlotWhyFull({
  slot,
  withHeadline = true,
}: {
  slot: ExplainedSlot;
  /** False where the row already shows the headline beside the time. */
  withHeadline?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { time } = slot.explanation;
  return (
    <div className="slot-why">
      <button
        type="button"
        className="slot-why__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${WHY_FULL_TEXTS.button} ${time}`}
        onClick={() => setOpen((value) => !value)}
      >
        {WHY_FULL_TEXTS.button}
        <ChevronDown
          className={`slot-why__chevron${open ? ' slot-why__chevron--open' : ''}`}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} className="slot-why__panel" hidden={!open} data-testid={`slot-why-${time}`}>
        {withHeadline ? <p className="slot-why__headline">{slot.text.headline}</p> : null}
        <ul className="slot-why__lines">
          {slot.text.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
