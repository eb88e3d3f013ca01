import { useQuery } from '@tanstack/react-query';
import { toQrDataUrl } from './qr-code';

/** The QR image of a code, drawn once and kept while the code is shown; a failure is not retried. */
export function useQrCode(code: string) {
  return useQuery({
    queryKey: ['qr-code', code],
    queryFn: () => toQrDataUrl(code),
    enabled: code !== '',
    staleTime: Infinity,
    retry: false,
  });
}
