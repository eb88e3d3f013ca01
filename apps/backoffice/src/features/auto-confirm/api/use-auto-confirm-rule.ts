import { DEFAULT_AUTO_CONFIRM_RULE } from '@app/domain';
import type { AutoConfirmRule } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables, useRepositories } from '../../../lib/services-context';

const key = (restaurantId: string) => ['auto-confirm-rule', restaurantId] as const;

/** The venue's auto-confirm rule as saved (off, with the form's proposed values, when none was saved). */
export function useAutoConfirmRule(restaurantId: string) {
  const { restaurants } = useRepositories();
  return useQuery({
    queryKey: key(restaurantId),
    queryFn: async (): Promise<AutoConfirmRule> =>
      (await restaurants.getSettings(restaurantId))?.autoConfirmRule ?? DEFAULT_AUTO_CONFIRM_RULE,
    staleTime: Infinity,
  });
}

/** `saveAutoConfirmRule`: the rule checked by the server's schema, then read again. */
export function useSaveAutoConfirmRule(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: AutoConfirmRule) => callables.saveAutoConfirmRule({ restaurantId, rule }),
    networkMode: 'always',
    onSuccess: ({ rule }) => client.setQueryData(key(restaurantId), rule),
  });
}
