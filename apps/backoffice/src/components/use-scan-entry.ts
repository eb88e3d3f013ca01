import { SCAN_MESSAGES, formatScanCode, parseScanCode } from '@app/domain';
import type { ParsedScanCode } from '@app/domain';
import { useToast } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AUTO_CHECK_DELAY_MS, SCAN_TOAST_MS } from '../lib/scan-messages';

/** A code read correctly: its kind ('loyalty' or 'reward') and its trimmed, upper-cased text. */
export type ReadScanCode = Extract<ParsedScanCode, { ok: true }>;
/** Why a typed or scanned text is no code: 'Veuillez saisir un code', or 'Code invalide' with the format hint. */
export type ScanCodeError = Extract<ParsedScanCode, { ok: false }>;

export interface ScanEntry {
  /** The manual field's text. */
  value: string;
  setValue(value: string): void;
  /** The field's error, shown under it; cleared as soon as the text changes. */
  error: ScanCodeError | null;
  /** True while a check (or anything run through `exclusive`) is under way. */
  busy: boolean;
  /** Checks the field's text, or `input` (a code from the address). */
  submit(input?: string): void;
  /** A code read by the camera: put in the address (`?code=`, replacing it), which checks it 500 ms later. */
  takeCameraCode(code: string): void;
  /** Runs `task` as the one scan under way; refused with 'Scan déjà en cours, veuillez patienter...' otherwise. */
  exclusive(task: () => Promise<void>): Promise<void>;
}

/**
 * What both scan pages share: the manual field, the local format check ('Veuillez saisir un code', 'Code
 * invalide' with its hint), one scan at a time, and the `?code=` of the address checked 500 ms after it shows
 * (a camera read lands there too). `check` receives codes of the right format only; `onRejected` the others.
 */
export function useScanEntry({
  check,
  onRejected,
}: {
  check(code: ReadScanCode): Promise<void>;
  onRejected?(input: string, error: ScanCodeError): void;
}): ScanEntry {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [value, setValueState] = useState('');
  const [error, setError] = useState<ScanCodeError | null>(null);
  // The scan under way is a react-query mutation (its pending state is the page's busy state); the ref refuses a
  // second one in the same tick, before the mutation's state reaches the screen.
  const scan = useMutation({
    mutationKey: ['scan-entry'],
    mutationFn: (task: () => Promise<void>) => task(),
  });
  const { mutateAsync: runScan } = scan;
  const running = useRef(false);
  const latest = useRef({ check, onRejected, value });
  useEffect(() => {
    latest.current = { check, onRejected, value };
  });

  const setValue = useCallback((next: string) => {
    setValueState(next);
    setError(null);
  }, []);

  const exclusive = useCallback(
    async (task: () => Promise<void>) => {
      if (running.current) {
        toast.warning(SCAN_MESSAGES.scanInProgress, { durationMs: SCAN_TOAST_MS.busy });
        return;
      }
      running.current = true;
      try {
        await runScan(task);
      } finally {
        running.current = false;
      }
    },
    [toast, runScan],
  );

  const submit = useCallback(
    (input?: string) => {
      const text = input ?? latest.current.value;
      void exclusive(async () => {
        const parsed = parseScanCode({ input: text });
        if (!parsed.ok) {
          setError(parsed);
          if (text.trim() !== '') latest.current.onRejected?.(text.trim(), parsed);
          return;
        }
        setError(null);
        // Shown as people read it: the digits in groups, never the QR code's prefix.
        setValueState(formatScanCode({ code: parsed.code }));
        await latest.current.check(parsed);
      });
    },
    [exclusive],
  );

  // The address carries the digits only: a QR code's prefix never shows in the address bar either.
  const takeCameraCode = useCallback(
    (code: string) => {
      const parsed = parseScanCode({ input: code });
      setParams({ code: parsed.ok ? parsed.digits : code }, { replace: true });
    },
    [setParams],
  );

  // The address's code: shown in the field at once, checked 500 ms later. A new read of the same code (the
  // camera again) is a new location, hence checked again.
  const fromAddress = params.get('code');
  useEffect(() => {
    if (!fromAddress) return;
    setValue(fromAddress);
    const timer = setTimeout(() => submit(fromAddress), AUTO_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fromAddress, location.key, setValue, submit]);

  return { value, setValue, error, busy: scan.isPending, submit, takeCameraCode, exclusive };
}
