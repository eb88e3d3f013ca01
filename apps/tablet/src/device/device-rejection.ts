/**
 * A tablet callable answering 'unauthenticated' means the device was revoked or unpaired (ARCHITECTURE §8): its
 * credential is forgotten and the kiosk, listening here, shows the code screen again.
 */
type Listener = (message: string) => void;

const listeners = new Set<Listener>();

/** Subscribes to rejections of the device's credential; returns the unsubscribe function. */
export function onDeviceRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets the credential (signs the device out), then tells the kiosk with the server's message. */
export async function reportDeviceRejected(message: string): Promise<void> {
  await import('./device-auth').then((m) => m.forgetDevice()).catch(() => undefined);
  listeners.forEach((listener) => listener(message));
}
