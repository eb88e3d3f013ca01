import { GUEST_FILE_TEXTS } from '@app/domain';
import type { GuestFileFields } from '@app/domain';
import { useToast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toUserMessage } from '../../lib/error-message';
import { useCallables } from '../../lib/services-context';

/**
 * Saves a venue's guest file of a customer (`updateGuestFile`), then refreshes what shows it: the day list's marks
 * (`guest-files`), the profile (`customer-profile`) and the customer file's search (`customer-file`); the booking
 * page's view is live and follows by itself.
 */
export function useSaveGuestFile({ restaurantId, customerId }: { restaurantId: string; customerId: string }) {
  const callables = useCallables();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: ['updateGuestFile', restaurantId, customerId],
    networkMode: 'always',
    mutationFn: (fields: GuestFileFields) =>
      callables.updateGuestFile({ restaurantId, customerId, ...fields }),
    onSuccess: async () => {
      toast.success(GUEST_FILE_TEXTS.saved);
      await Promise.all(
        [['guest-files'], ['customer-profile', customerId], ['customer-file']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (err) => toast.error(GUEST_FILE_TEXTS.saveFailed, { title: toUserMessage(err) }),
  });
}
