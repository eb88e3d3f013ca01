import type { TabletEstablishment, TabletPairing, TabletSessionInfo } from '@app/domain';
import { matchesEstablishmentCode, MESSAGES } from '@app/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PairedDevice } from '../device/device-auth';
import { onDeviceRejected } from '../device/device-rejection';
import { useEstablishmentByCode } from '../features/establishment-code/api/check-code';
import { callStatus, errorText } from '../lib/call-errors';
import { callAsDevice } from '../lib/tablet-functions';
import { paths } from '../routes/paths';
import { decideStage, urlCodeToCheck } from './tablet-flow';
import type { FlowState, Read } from './tablet-flow';

const DEVICE_KEY = ['tablet', 'device'] as const;
const SESSION_KEY = ['tablet', 'session'] as const;

async function loadPairedDevice(): Promise<PairedDevice | null> {
  return (await import('../device/device-auth')).pairedDevice();
}

function asRead<T>(query: UseQueryResult<T>, fallback: string): Read<T> {
  if (query.status === 'success') return { status: 'success', data: query.data };
  if (query.status === 'error') return { status: 'error', message: errorText(query.error, fallback) };
  return { status: 'pending' };
}

/** `tabletSession`: who this paired device serves (asked again every 5 minutes, which also notices a revocation). */
export function useTabletSession(enabled: boolean) {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: () => callAsDevice<TabletSessionInfo>('tabletSession', {}),
    enabled,
    retry: (failures, error) => callStatus(error) !== 'unauthenticated' && failures < 1,
    refetchInterval: 5 * 60_000,
  });
}

/**
 * The tablet's screens from its credential, the URL's code and what staff did (code typed, pairing, revocation);
 * see `decideStage` for the rules.
 */
export function useTabletFlow(urlCode: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const device = useQuery({
    queryKey: DEVICE_KEY,
    queryFn: loadPairedDevice,
    retry: false,
    staleTime: Infinity,
    networkMode: 'always',
  });
  const [chosen, setChosen] = useState<TabletEstablishment | null>(null);
  const [urlCodeDismissed, setUrlCodeDismissed] = useState(false);
  const [codePrefill, setCodePrefill] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const partial: Omit<FlowState, 'urlCheck'> = {
    device: asRead(device, MESSAGES.auth.networkError),
    urlCode,
    urlCodeDismissed,
    chosen,
    codePrefill,
    notice,
  };
  const urlCheck = useEstablishmentByCode(urlCodeToCheck({ ...partial, urlCheck: { status: 'pending' } }));
  const stage = decideStage({ ...partial, urlCheck: asRead(urlCheck, MESSAGES.tablet.unknownCode) });
  const session = useTabletSession(stage.kind === 'kiosk');

  // Once the kiosk has been in use, a revocation shows the code screen (the URL's code kept in the field); at
  // start, it goes on as for a device never paired (the URL's code, if any, leads to the pairing screen).
  const kioskShown = useRef(false);
  const sessionLoaded = session.data !== undefined;
  useEffect(() => {
    if (sessionLoaded) kioskShown.current = true;
  }, [sessionLoaded]);
  useEffect(
    () =>
      onDeviceRejected((message) => {
        queryClient.setQueryData(DEVICE_KEY, null);
        queryClient.removeQueries({ queryKey: SESSION_KEY });
        setChosen(null);
        setNotice(message || MESSAGES.tablet.notPaired);
        if (kioskShown.current) {
          setUrlCodeDismissed(true);
          setCodePrefill(urlCode ?? '');
        }
        kioskShown.current = false;
      }),
    [queryClient, urlCode],
  );

  const onCodeChecked = useCallback((establishment: TabletEstablishment) => {
    setNotice(null);
    setChosen(establishment);
  }, []);

  const onChangeEstablishment = useCallback(() => {
    setChosen(null);
    setUrlCodeDismissed(true);
    setCodePrefill('');
  }, []);

  const onPaired = useCallback(
    (pairing: TabletPairing) => {
      const paired: PairedDevice = { deviceId: pairing.deviceId, restaurantId: pairing.restaurantId };
      queryClient.setQueryData(DEVICE_KEY, paired);
      queryClient.removeQueries({ queryKey: SESSION_KEY });
      setChosen(null);
      setNotice(null);
      // The address now names the paired restaurant, so a reload opens its kiosk rather than a pairing screen.
      if (
        urlCode !== null &&
        !matchesEstablishmentCode({ restaurantId: pairing.restaurantId, code: urlCode })
      )
        navigate(paths.tabletWithCode(pairing.code), { replace: true });
    },
    [queryClient, navigate, urlCode],
  );

  return {
    stage,
    session,
    retryDevice: () => void device.refetch(),
    onCodeChecked,
    onChangeEstablishment,
    onPaired,
  };
}
