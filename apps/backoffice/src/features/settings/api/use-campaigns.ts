import type { SendCampaignInput } from '@app/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables, useRepositories } from '../../../lib/services-context';
import { settingsKeys } from './settings-keys';

/** Campaign history of the restaurant: its last 50. */
export function useCampaignHistory(restaurantId: string) {
  const { campaigns } = useRepositories();
  return useQuery({
    queryKey: settingsKeys.campaigns(restaurantId),
    queryFn: () => campaigns.listForRestaurant({ restaurantId, limit: 50 }),
  });
}

/** Who a segment reaches, before sending (`previewCampaignAudience`). */
export function useCampaignAudience(
  restaurantId: string,
  segment: string,
  channel: 'email' | 'sms' = 'email',
) {
  const callables = useCallables();
  return useQuery({
    queryKey: [...settingsKeys.audience(restaurantId, segment), channel],
    queryFn: () =>
      callables.previewCampaignAudience({ targetRestaurant: restaurantId, targetSegment: segment, channel }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * The same count read again from the server whatever the cache holds: the confirmation before a send names the
 * number of recipients as it stands when staff confirm.
 */
export function useFreshCampaignAudience(
  restaurantId: string,
  segment: string,
  channel: 'email' | 'sms' = 'email',
) {
  const callables = useCallables();
  return useQuery({
    queryKey: [...settingsKeys.audience(restaurantId, segment), channel],
    queryFn: () =>
      callables.previewCampaignAudience({ targetRestaurant: restaurantId, targetSegment: segment, channel }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** `sendCampaignTest`: the campaign's mail to the signed-in staff member only; nothing else changes. */
export function useSendCampaignTest() {
  const callables = useCallables();
  return useMutation({ mutationFn: (input: SendCampaignInput) => callables.sendCampaignTest(input) });
}

/** `sendCampaign`; the history is read again. */
export function useSendCampaign(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SendCampaignInput) => callables.sendCampaign(input),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.campaigns(restaurantId) }),
  });
}
