import { ZOOM_MAX, ZOOM_MIN, ZOOM_RESET, stepZoom } from '../zoom';

/** − / zoom % / + / reset, for mouse, keyboard and touch. */
export function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom(zoom: number): void }) {
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
    </div>
  );
}
