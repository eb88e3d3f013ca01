import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { STATUS_LABELS } from './status-labels';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** Optional context title shown above the message (spec: "with an optional context title"). */
  title?: string;
  /** Milliseconds before the toast leaves; `null` keeps it until dismissed. */
  durationMs?: number | null;
  /** One button inside the toast, e.g. « Annuler » on the floor-plan move hint. */
  action?: { label: string; onClick: () => void };
}

export interface Toast extends ToastOptions {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Default lifetimes from staff-operations.md §8: errors 5 s, successes 3 s. */
export const TOAST_DURATIONS: Record<ToastKind, number> = {
  success: 3000,
  error: 5000,
  info: 3000,
  warning: 5000,
};

export interface ToastApi {
  show(kind: ToastKind, message: string, options?: ToastOptions): number;
  success(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  info(message: string, options?: ToastOptions): number;
  warning(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Holds the toasts of the app and renders them at the top of the screen. Each kind has its colours and its
 * icon (colour is never the only cue), and screen readers hear the kind ('Erreur : ...') before the message.
 */
/** The words of the toasts' frame: French for staff; a diner app gives them in the diner's language (issue 51). */
export interface ToastWords {
  region: string;
  close: string;
  /** `{kind} : ` read before the message, e.g. « Erreur : ». */
  kindPrefix: (kind: ToastKind) => string;
}

const FRENCH_WORDS: ToastWords = {
  region: 'Notifications',
  close: 'Fermer la notification',
  kindPrefix: (kind) => `${STATUS_LABELS[kind]} : `,
};

export function ToastProvider({
  children,
  words = FRENCH_WORDS,
}: {
  children: ReactNode;
  words?: ToastWords;
}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const icons = useStatusIcons();
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const durationMs = options.durationMs === undefined ? TOAST_DURATIONS[kind] : options.durationMs;
      // Several identical toasts in a row (e.g. a double click) would only add noise: keep the newest.
      setToasts((current) => [
        ...current.filter((t) => t.message !== message).slice(-3),
        { ...options, id, kind, message },
      ]);
      if (durationMs !== null)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), durationMs),
        );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
      warning: (message, options) => show('warning', message, options),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-viewport" role="region" aria-label={words.region}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.kind}`}
            role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
            data-testid="toast"
            data-kind={toast.kind}
          >
            <ToastIcon kind={toast.kind} icons={icons} />
            <div className="toast__body">
              <span className="sr-only">{words.kindPrefix(toast.kind)}</span>
              {toast.title ? <strong className="toast__title">{toast.title}</strong> : null}
              <span>{toast.message}</span>
            </div>
            {toast.action ? (
              <button
                type="button"
                className="toast__action"
                onClick={() => {
                  toast.action?.onClick();
                  dismiss(toast.id);
                }}
              >
                {toast.action.label}
              </button>
            ) : null}
            <button
              type="button"
              className="toast__close"
              aria-label={words.close}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/**
 * The kinds' icons, loaded once the provider is mounted rather than with it: no page's first screen shows a
 * toast, and the four icons weighed 1.4 KB in the diner's booking page's first download (issue 51's budget).
 * Until they are in (a toast in the first instants), the toast keeps the icon's place.
 */
let loadedIcons: Record<ToastKind, LucideIcon> | null = null;
const iconsLoading = () =>
  import('./status').then((module) => (loadedIcons = module.STATUS_ICONS as Record<ToastKind, LucideIcon>));

function useStatusIcons() {
  const [icons, setIcons] = useState(loadedIcons);
  useEffect(() => {
    if (icons) return;
    let live = true;
    void iconsLoading().then((found) => live && setIcons(found));
    return () => {
      live = false;
    };
  }, [icons]);
  return icons;
}

function ToastIcon({ kind, icons }: { kind: ToastKind; icons: Record<ToastKind, LucideIcon> | null }) {
  const Icon = icons?.[kind];
  return Icon ? (
    <Icon className="toast__icon" aria-hidden="true" data-icon={kind} />
  ) : (
    <span className="toast__icon" aria-hidden="true" />
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast doit être utilisé dans un ToastProvider');
  return api;
}
