import { CAMERA_MESSAGES } from '@app/domain';
import type { Html5Qrcode } from 'html5-qrcode';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The camera's states (customer-flows §4): off, starting, reading frames, stopped. */
export type CameraState = 'idle' | 'initialising' | 'scanning' | 'stopped';

/** Frames read per second (customer-flows §9). */
export const CAMERA_FPS = 10;
/** Side of the square the code is looked for in, in pixels (customer-flows §9). */
export const CAMERA_BOX_PX = 250;
/** Wait between the read code and `onCode`, once the camera is stopped (customer-flows §9). */
export const CAMERA_REDIRECT_MS = 300;

/** What html5-qrcode's `getCameras()` lists. */
export interface CameraChoice {
  id: string;
  label: string;
}

/**
 * The camera to open: the second one when there are two or more (on phones, usually the back camera), else the
 * first; none when the list is empty.
 */
export function pickCamera(cameras: readonly CameraChoice[]): CameraChoice | undefined {
  return cameras.length >= 2 ? cameras[1] : cameras[0];
}

function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return '';
  const { name, message } = error as { name?: unknown; message?: unknown };
  return [name, message].filter((part) => typeof part === 'string').join(' ');
}

/**
 * The French reason a camera could not start. html5-qrcode rejects with the browser's DOMException
 * (`getCameras`) or with a string that embeds it ('Error getting userMedia, error = NotAllowedError: …').
 * Refused permission: 'Impossible d'accéder à la caméra'; no device: 'Caméra non disponible sur cet appareil';
 * anything else (camera busy, unsupported constraints): 'Impossible de démarrer la caméra'.
 */
export function cameraErrorMessage(error: unknown): string {
  const text = errorText(error);
  if (/NotAllowedError|PermissionDenied|Permission denied|SecurityError/i.test(text))
    return CAMERA_MESSAGES.accessError;
  if (/NotFoundError|DevicesNotFound|Requested device not found/i.test(text))
    return CAMERA_MESSAGES.unavailable;
  return CAMERA_MESSAGES.startError;
}

/** The part of html5-qrcode's `Html5Qrcode` the scanner drives. */
interface RunningScanner {
  stop(): Promise<void>;
}

/** One press of 'Scanner avec la caméra': live until stopped, unmounted or a code is read. */
interface Run {
  active: boolean;
  /** Set once `start()` has resolved: only then does html5-qrcode accept `stop()`. */
  started: RunningScanner | null;
}

/** Stops a started camera; html5-qrcode throws when it is not running any more, which changes nothing. */
async function stopQuietly(scanner: RunningScanner | null): Promise<void> {
  if (!scanner) return;
  try {
    await scanner.stop();
  } catch {
    // Already stopped.
  }
}

export interface CameraScanner {
  state: CameraState;
  /** Why the camera is not running, in French; null when nothing went wrong. */
  error: string | null;
  start(): void;
  stop(): void;
}

/**
 * Drives html5-qrcode (loaded on the first start only, so that other screens never carry it) in the element
 * `viewId`: idle → initialising → scanning → stopped. The first code read stops the camera and reaches
 * `onCode` 300 ms later; a failure leaves the camera idle with its reason. The camera always stops on unmount.
 */
export function useCameraScanner({
  viewId,
  onCode,
}: {
  viewId: string;
  onCode(text: string): void;
}): CameraScanner {
  const [state, setState] = useState<CameraState>('idle');
  const [error, setError] = useState<string | null>(null);
  const run = useRef<Run | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);

  const halt = useCallback((current: Run) => {
    current.active = false;
    if (run.current === current) run.current = null;
    void stopQuietly(current.started);
  }, []);

  const start = useCallback(() => {
    if (run.current) return;
    const current: Run = { active: true, started: null };
    run.current = current;
    if (redirect.current) clearTimeout(redirect.current);
    setError(null);
    setState('initialising');
    const fail = (message: string) => {
      if (!current.active) return;
      halt(current);
      setError(message);
      setState('idle');
    };
    if (typeof navigator === 'undefined' || !navigator.mediaDevices) {
      fail(CAMERA_MESSAGES.unavailable);
      return;
    }
    void (async () => {
      let cameras: CameraChoice[];
      let Scanner: typeof Html5Qrcode;
      try {
        ({ Html5Qrcode: Scanner } = await import('html5-qrcode'));
        cameras = await Scanner.getCameras();
      } catch (reason) {
        fail(cameraErrorMessage(reason));
        return;
      }
      if (!current.active) return;
      const camera = pickCamera(cameras);
      if (!camera) {
        fail(CAMERA_MESSAGES.unavailable);
        return;
      }
      try {
        const scanner = new Scanner(viewId, false);
        await scanner.start(
          camera.id,
          { fps: CAMERA_FPS, qrbox: CAMERA_BOX_PX },
          (text) => {
            if (!current.active) return;
            halt(current);
            setState('stopped');
            redirect.current = setTimeout(() => latestOnCode.current(text), CAMERA_REDIRECT_MS);
          },
          () => undefined,
        );
        current.started = scanner;
      } catch (reason) {
        fail(cameraErrorMessage(reason));
        return;
      }
      // Stopped (button, unmount, a code) while the camera was opening: close it now that it accepts stop().
      if (!current.active) void stopQuietly(current.started);
      else setState('scanning');
    })();
  }, [halt, viewId]);

  const stop = useCallback(() => {
    const current = run.current;
    if (!current) return;
    halt(current);
    setState('stopped');
  }, [halt]);

  useEffect(
    () => () => {
      if (run.current) halt(run.current);
      if (redirect.current) clearTimeout(redirect.current);
    },
    [halt],
  );

  return { state, error, start, stop };
}
