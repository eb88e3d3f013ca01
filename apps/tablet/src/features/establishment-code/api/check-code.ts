import type { TabletEstablishment } from '@app/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callPublic } from '../../../lib/tablet-functions';

/** `tabletCheckCode` (public): the restaurant a code designates; 'not-found' with unknownCode / ambiguousCode. */
export function checkEstablishmentCode(code: string): Promise<TabletEstablishment> {
  return callPublic<TabletEstablishment>('tabletCheckCode', { code });
}

/** A code typed on the code screen. */
export function useCheckCode() {
  return useMutation({ mutationFn: checkEstablishmentCode });
}

/** The code carried by the URL (/tablette/{code}), checked without the code screen; null: nothing to check. */
export function useEstablishmentByCode(code: string | null) {
  return useQuery({
    queryKey: ['tablet', 'establishment', code],
    queryFn: () => checkEstablishmentCode(code ?? ''),
    enabled: code !== null,
    retry: false,
    staleTime: Infinity,
  });
}
