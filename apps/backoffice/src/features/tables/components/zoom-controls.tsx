import { ZOOM_MAX, ZOOM_MIN, ZOOM_RESET, stepZoom } from '../zoom';

/** − / zoom % / + / reset, and « Ajuster » where the plan can be fitted to the screen; mouse, keyboard, touch. */
export function ZoomControls({
  zoom,
  onZoom,
  onFit,
}: {
  zoom: number;
  onZoom(zoom: number): void;
  /** Brings the whole room back in sight (the day's plan). */
  onFit?: () => void;
}) {
  return (
    <div className="zoom-controls" role="group" aria-label="Zoom du plan">
      <button
        type="button"
        className="icon-button"
        aria-label="Zoom arrière"
        disabled={zoom <= ZOOM_MIN}
        onClick={() => onZoom(stepZoom(zoom, -1))}
      >
        −
      </button>
      <output aria-live="polite">{zoom} %</output>
      <button
        type="button"
        className="icon-button"
        aria-label="Zoom avant"
        disabled={zoom >= ZOOM_MAX}
        onClick={() => onZoom(stepZoom(zoom, 1))}
      >
        +
      </button>
      <button type="button" className="button button--small" onClick={() => onZoom(ZOOM_RESET)}>
        Réinitialiser
      </button>
      {onFit ? (
        <button
          type="button"
          className="button button--small"
          aria-label="Ajuster le plan à l’écran"
          onClick={onFit}
        >
          Ajuster
        </button>
      ) : null}
    </div>
  );
}
