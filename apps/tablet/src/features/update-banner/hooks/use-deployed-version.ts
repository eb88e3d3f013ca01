import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchDeployedVersion, VERSION_POLL_MS } from './version-check';

/** The deployed version, asked every `intervalMs` and whenever the kiosk's screen becomes visible again. */
export function useDeployedVersion(intervalMs: number = VERSION_POLL_MS) {
  const query = useQuery({
    queryKey: ['app-version'],
    queryFn: () => fetchDeployedVersion(),
    refetchInterval: intervalMs,
    retry: false,
    // The check is cheap and the file tiny: ask even offline, a failure only keeps the last answer.
    networkMode: 'always',
  });
  const { refetch } = query;
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refetch]);
  return query.data;
}
