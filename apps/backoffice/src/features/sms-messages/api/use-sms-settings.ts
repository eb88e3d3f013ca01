import { readVenueSmsSettings, smsMonthOf, type VenueSmsSettings } from '@app/domain';
import { now } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables, useRepositories } from '../../../lib/services-context';

const key = (restaurantId: string) => ['sms-settings', restaurantId] as const;
const usageKey = (restaurantId: string, month: string, months: number) =>
  ['sms-usage', restaurantId, month, months] as const;

/** The venue's SMS settings as saved on its restaurant (every SMS off, default texts, when never saved). */
export function useSmsSettings(restaurantId: string) {
  const { restaurants } = useRepositories();
  return useQuery({
    queryKey: key(restaurantId),
    queryFn: async (): Promise<{ settings: VenueSmsSettings; restaurantName: string }> => {
      const restaurant = await restaurants.getById(restaurantId);
      return {
        settings: readVenueSmsSettings(restaurant?.smsSettings),
        restaurantName: restaurant?.name ?? '',
      };
    },
    staleTime: Infinity,
  });
}

/** `saveSmsSettings`: the settings checked by the server (sender, lengths, links), then kept as answered. */
export function useSaveSmsSettings(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: VenueSmsSettings) => callables.saveSmsSettings({ restaurantId, settings }),
    networkMode: 'always',
    onSuccess: ({ settings }) =>
      client.setQueryData(key(restaurantId), (current: { restaurantName: string } | undefined) => ({
        restaurantName: current?.restaurantName ?? '',
        settings,
      })),
  });
}

/** The venue's SMS counters for the `months` months ending with this one (Paris time), newest first. */
export function useSmsUsage(restaurantId: string, months = 1) {
  const callables = useCallables();
  const month = smsMonthOf(now());
  return useQuery({
    queryKey: usageKey(restaurantId, month, months),
    queryFn: async () => (await callables.readSmsUsage({ restaurantId, month, months })).usage,
  });
}
