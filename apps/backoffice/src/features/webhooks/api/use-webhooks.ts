import type { WebhookEventType } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

const listKey = (restaurantId: string) => ['webhooks', restaurantId] as const;
const logKey = (restaurantId: string, subscriptionId: string) =>
  ['webhook-deliveries', restaurantId, subscriptionId] as const;

/** The venue's webhook subscriptions (`listWebhooks`). */
export function useWebhooks(restaurantId: string) {
  const callables = useCallables();
  return useQuery({
    queryKey: listKey(restaurantId),
    queryFn: () => callables.listWebhooks({ restaurantId }),
    refetchOnWindowFocus: true,
  });
}

/** `createWebhook`, then the list read again; the answer holds the secret, shown once. */
export function useCreateWebhook(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string; events: WebhookEventType[] }) =>
      callables.createWebhook({ restaurantId, ...input }),
    onSettled: () => client.invalidateQueries({ queryKey: listKey(restaurantId) }),
  });
}

/** `rotateWebhookSecret`, then the list read again; the answer holds the new secret, shown once. */
export function useRotateWebhookSecret(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) => callables.rotateWebhookSecret({ restaurantId, subscriptionId }),
    onSettled: () => client.invalidateQueries({ queryKey: listKey(restaurantId) }),
  });
}

/** `deleteWebhook`, then the list read again. */
export function useDeleteWebhook(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) => callables.deleteWebhook({ restaurantId, subscriptionId }),
    onSettled: () => client.invalidateQueries({ queryKey: listKey(restaurantId) }),
  });
}

/** One subscription's delivery log (`listWebhookDeliveries`), read while it is open, every 10 s. */
export function useWebhookDeliveries(restaurantId: string, subscriptionId: string) {
  const callables = useCallables();
  return useQuery({
    queryKey: logKey(restaurantId, subscriptionId),
    queryFn: () => callables.listWebhookDeliveries({ restaurantId, subscriptionId }),
    refetchInterval: 10_000,
  });
}

/** « Renvoyer » (`redeliverWebhook`), then the log read again. */
export function useRedeliverWebhook(restaurantId: string, subscriptionId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => callables.redeliverWebhook({ restaurantId, deliveryId }),
    onSettled: () => client.invalidateQueries({ queryKey: logKey(restaurantId, subscriptionId) }),
  });
}
