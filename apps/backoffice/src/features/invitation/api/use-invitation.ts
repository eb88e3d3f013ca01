import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

/** The invitation of a link (`getInvitation`): name, e-mail and role; an error when invalid, used or expired. */
export function useInvitation(token: string) {
  const callables = useCallables();
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => callables.getInvitation({ token }),
    retry: false,
    staleTime: Infinity,
  });
}

/** `acceptInvitation`: the invitee's account, made with the chosen password. */
export function useAcceptInvitation() {
  const callables = useCallables();
  return useMutation({
    mutationFn: (input: { token: string; password: string; confirmPassword: string }) =>
      callables.acceptInvitation(input),
  });
}
