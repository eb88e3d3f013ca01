import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraScanner } from './camera-scanner';
import { cameraErrorMessage, pickCamera } from './use-camera-scanner';

type OnSuccess = (text: string) => void;

/** The html5-qrcode module as the test drives it: cameras listed, start and stop recorded. */
const qr = vi.hoisted(() => ({
  getCameras: vi.fn<() => Promise<Array<{ id: string; label: string }>>>(),
  start:
    vi.fn<(camera: string, config: unknown, onSuccess: OnSuccess, onError: () => void) => Promise<null>>(),
  stop: vi.fn<() => Promise<void>>(),
  elementIds: [] as string[],
}));

vi.mock('html5-qrcode', () => ({
  Html5Qrcode: class {
    static getCameras() {
      return qr.getCameras();
    }
    constructor(elementId: string) {
      qr.elementIds.push(elementId);
    }
    start(camera: string, config: unknown, onSuccess: OnSuccess, onError: () => void) {
      return qr.start(camera, config, onSuccess, onError);
    }
    stop() {
      return qr.stop();
    }
  },
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
}

const FRONT = { id: 'front', label: 'Caméra avant' };
const BACK = { id: 'back', label: 'Caméra arrière' };

function setMediaDevices(value: object | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
}

const status = () => screen.getByTestId('camera-state').textContent;
const startButton = () => screen.getByRole('button', { name: 'Scanner avec la caméra' });

/** Renders the scanner and opens the camera until it reads frames; returns the success callback. */
async function renderScanning(onCode = vi.fn()) {
  const view = render(<CameraScanner onCode={onCode} />);
  fireEvent.click(startButton());
  await screen.findByText('Visez le code');
  const onSuccess = qr.start.mock.calls[0]?.[2];
  if (!onSuccess) throw new Error('start() not called');
  return { ...view, onCode, onSuccess };
}

beforeEach(() => {
  qr.getCameras.mockReset().mockResolvedValue([FRONT, BACK]);
  qr.start.mockReset().mockResolvedValue(null);
  qr.stop.mockReset().mockResolvedValue(undefined);
  qr.elementIds.length = 0;
  setMediaDevices({});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setMediaDevices(undefined);
});

describe('pickCamera', () => {
  it('prefers the second camera, else the first, else none', () => {
    expect(pickCamera([FRONT, BACK, { id: 'wide', label: '' }])).toBe(BACK);
    expect(pickCamera([FRONT])).toBe(FRONT);
    expect(pickCamera([])).toBeUndefined();
  });
});

describe('cameraErrorMessage', () => {
  it('tells a refused permission, a missing device and any other failure apart', () => {
    expect(cameraErrorMessage(new DOMException('Permission denied', 'NotAllowedError'))).toBe(
      "Impossible d'accéder à la caméra",
    );
    expect(cameraErrorMessage('Error getting userMedia, error = NotAllowedError: Permission denied')).toBe(
      "Impossible d'accéder à la caméra",
    );
    expect(cameraErrorMessage(new DOMException('Requested device not found', 'NotFoundError'))).toBe(
      'Caméra non disponible sur cet appareil',
    );
    expect(cameraErrorMessage('Error getting userMedia, error = NotReadableError: Could not start')).toBe(
      'Impossible de démarrer la caméra',
    );
    expect(cameraErrorMessage(undefined)).toBe('Impossible de démarrer la caméra');
  });
});

describe('CameraScanner', () => {
  it('opens the second camera at 10 fps with a 250 px box, saying each state', async () => {
    const cameras = deferred<Array<{ id: string; label: string }>>();
    qr.getCameras.mockReturnValue(cameras.promise);
    render(<CameraScanner onCode={vi.fn()} />);
    expect(status()).toBe('Caméra éteinte');
    expect(screen.getByTestId('camera-view').hidden).toBe(true);

    fireEvent.click(startButton());
    expect(status()).toBe('Caméra en cours de démarrage…');
    expect(screen.getByRole('status').textContent).toBe('Caméra en cours de démarrage…');
    expect(screen.getByTestId('camera-view').hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Arrêter la caméra' })).toBeTruthy();

    await act(async () => cameras.resolve([FRONT, BACK]));
    await screen.findByText('Visez le code');
    expect(qr.elementIds).toEqual(['camera-view']);
    expect(qr.start).toHaveBeenCalledTimes(1);
    expect(qr.start).toHaveBeenCalledWith(
      'back',
      { fps: 10, qrbox: 250 },
      expect.any(Function),
      expect.any(Function),
    );
    expect(screen.getByTestId('camera-view').id).toBe('camera-view');
  });

  it('opens the only camera when there is one', async () => {
    qr.getCameras.mockResolvedValue([FRONT]);
    await renderScanning();
    expect(qr.start.mock.calls[0]?.[0]).toBe('front');
  });

  it('stops on the first code and hands it over 300 ms later, once', async () => {
    const { onCode, onSuccess } = await renderScanning();
    vi.useFakeTimers();
    act(() => onSuccess('REWARD:312345678'));
    act(() => onSuccess('REWARD:399999999'));
    expect(qr.stop).toHaveBeenCalledTimes(1);
    expect(status()).toBe('Caméra arrêtée');
    expect(screen.getByTestId('camera-view').hidden).toBe(true);

    act(() => vi.advanceTimersByTime(299));
    expect(onCode).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(onCode).toHaveBeenCalledWith('REWARD:312345678');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCode).toHaveBeenCalledTimes(1);
  });

  it("stops with 'Arrêter la caméra', and can start again", async () => {
    await renderScanning();
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter la caméra' }));
    expect(qr.stop).toHaveBeenCalledTimes(1);
    expect(status()).toBe('Caméra arrêtée');
    fireEvent.click(startButton());
    await screen.findByText('Visez le code');
    expect(qr.start).toHaveBeenCalledTimes(2);
  });

  it('closes a camera stopped while it was still opening, as soon as it can', async () => {
    const started = deferred<null>();
    qr.start.mockReturnValue(started.promise);
    render(<CameraScanner onCode={vi.fn()} />);
    fireEvent.click(startButton());
    await waitFor(() => expect(qr.start).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter la caméra' }));
    expect(status()).toBe('Caméra arrêtée');
    await act(async () => started.resolve(null));
    expect(qr.stop).toHaveBeenCalledTimes(1);
    expect(status()).toBe('Caméra arrêtée');
  });

  it('stops the camera when the page goes away, and hands over no code after', async () => {
    const { unmount, onCode, onSuccess } = await renderScanning();
    unmount();
    expect(qr.stop).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    onSuccess('REWARD:312345678');
    vi.advanceTimersByTime(1000);
    expect(onCode).not.toHaveBeenCalled();
  });

  it.each([
    ['no media devices', () => setMediaDevices(undefined), 'Caméra non disponible sur cet appareil'],
    ['no camera listed', () => qr.getCameras.mockResolvedValue([]), 'Caméra non disponible sur cet appareil'],
    [
      'permission refused when listing',
      () => qr.getCameras.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError')),
      "Impossible d'accéder à la caméra",
    ],
    [
      'permission refused when starting',
      () => qr.start.mockRejectedValue('Error getting userMedia, error = NotAllowedError: Permission denied'),
      "Impossible d'accéder à la caméra",
    ],
    [
      'another start failure',
      () => qr.start.mockRejectedValue('Error getting userMedia, error = NotReadableError: Device in use'),
      'Impossible de démarrer la caméra',
    ],
  ])('says why with %s, and can be tried again', async (_case, arrange, message) => {
    arrange();
    render(<CameraScanner onCode={vi.fn()} />);
    fireEvent.click(startButton());
    expect((await screen.findByText(message)).closest('[role="alert"]')).toBeTruthy();
    expect(status()).toBe('Caméra éteinte');
    expect(screen.getByTestId('camera-view').hidden).toBe(true);
    expect(startButton()).toBeTruthy();
    expect(qr.stop).not.toHaveBeenCalled();
  });
});
