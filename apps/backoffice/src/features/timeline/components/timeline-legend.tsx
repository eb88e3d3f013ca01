import { TIMELINE_MESSAGES, getStatusPresentation } from '@app/domain';

const SHOWN = ['PENDING', 'CONFIRMED', 'SEATED', 'COMPLETED'] as const;

/** What the bars' colours and marks mean (each also said in the bar's name: colour is never alone). */
export function TimelineLegend() {
  return (
    <ul className="tl-legend" aria-label="Légende du planning">
      {SHOWN.map((status) => {
        const presentation = getStatusPresentation(status);
        return (
          <li key={status} className="tl-legend__item">
            <span
              className={`tl-legend__swatch tl-bar--${status.toLowerCase()}`}
              style={presentation ? { background: presentation.badge.background } : undefined}
              aria-hidden="true"
            />
            {presentation?.label ?? status}
          </li>
        );
      })}
      <li className="tl-legend__item">
        <span className="tl-legend__swatch tl-legend__swatch--proposed" aria-hidden="true" />
        {TIMELINE_MESSAGES.proposed}
      </li>
      <li className="tl-legend__item">
        <span className="tl-legend__swatch tl-legend__swatch--conflict" aria-hidden="true" />
        {TIMELINE_MESSAGES.conflict}
      </li>
    </ul>
  );
}
