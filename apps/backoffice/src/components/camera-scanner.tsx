import { Button } from '@app/ui';
import { AlertCircle, ScanLine, X } from '@app/ui/icons';
import { useId } from 'react';
import { useCameraScanner } from './use-camera-scanner';
import type { CameraState } from './use-camera-scanner';
import './camera-scanner.css';

/** The camera's state in words, read by screen readers as it changes. */
export const CAMERA_STATE_TEXT: Record<CameraState, string> = {
  idle: 'Caméra éteinte',
  initialising: 'Caméra en cours de démarrage…',
  scanning: 'Visez le code',
  stopped: 'Caméra arrêtée',
};

/** Id (and test id) of the element the camera's picture is drawn in. */
export const CAMERA_VIEW_ID = 'camera-view';

export interface CameraScannerProps {
  /** The text of the first code read, 300 ms after the camera stopped. */
  onCode(text: string): void;
  /** Id of the picture's element; one scanner per page keeps the default. */
  viewId?: string;
}

/**
 * 'Scanner avec la caméra': opens the camera (the second one when there are several), reads 10 frames a second in
 * a 250 px square, and hands over the first code read. Its state is said in words; when the camera cannot start,
 * the reason is said and the page's manual entry stays the way to go on.
 */
export function CameraScanner({ onCode, viewId = CAMERA_VIEW_ID }: CameraScannerProps) {
  const camera = useCameraScanner({ viewId, onCode });
  const headingId = useId();
  const running = camera.state === 'initialising' || camera.state === 'scanning';
  return (
    <section className="camera-scanner" aria-labelledby={headingId} data-camera-state={camera.state}>
      <h2 id={headingId} className="camera-scanner__title">
        Caméra
      </h2>
      <div className="camera-scanner__bar">
        {running ? (
          <Button variant="secondary" icon={X} onPress={camera.stop}>
            Arrêter la caméra
          </Button>
        ) : (
          <Button variant="secondary" icon={ScanLine} onPress={camera.start}>
            Scanner avec la caméra
          </Button>
        )}
        <p className="camera-scanner__state" role="status" data-testid="camera-state">
          {CAMERA_STATE_TEXT[camera.state]}
        </p>
      </div>
      {/* Kept in the page while empty so that a failure is announced when it appears. */}
      <div role="alert" className="camera-scanner__alert">
        {camera.error ? (
          <p className="camera-scanner__error" data-testid="camera-error">
            <AlertCircle className="camera-scanner__error-icon" aria-hidden="true" />
            <span>
              <strong>{camera.error}</strong> Saisissez le code à la main.
            </span>
          </p>
        ) : null}
      </div>
      <div id={viewId} data-testid={viewId} className="camera-scanner__view" hidden={!running} />
    </section>
  );
}
