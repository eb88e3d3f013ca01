import type { TabletVisitResult } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, isNetworkFailure } from '../../../lib/call-errors';
import { attemptFor } from '../../../lib/request-id';
import type { RequestAttempt } from '../../../lib/request-id';
import { startRetryLoop } from '../../../lib/retry-loop';
import { declareVisit } from '../api/declare-visit';
import { contactKey } from './contact';
import type { Contact } from './contact';

/** Seconds between two automatic retries of a visit sent without network. */
export const VISIT_RETRY_MS = 5000;

export interface VisitSubmissionOptions {
  onSuccess: (result: TabletVisitResult) => void;
  /** A refusal other than the network's ('Délai de 5h requis !...', 'Aucun client trouvé...'). */
  onRefused: (message: string) => void;
}

/**
 * Sends a visit with one request id per attempt. Without network the attempt waits (`waitingForNetwork`) and is
 * sent again with the same id every 5 s and as soon as the connection comes back, until the server answers: a
 * visit sent twice is counted once. A new id is made only for another contact or after an answer.
 */
export function useVisitSubmission({ onSuccess, onRefused }: VisitSubmissionOptions) {
  const mutation = useMutation({
    mutationFn: declareVisit,
    // Offline, the call must fail at once (and be retried here), not wait paused in react-query.
    networkMode: 'always',
    retry: false,
    gcTime: 0,
  });
  const { mutateAsync } = mutation;
  const attempt = useRef<(RequestAttempt & { contact: Contact }) | null>(null);
  const inFlight = useRef(false);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const callbacks = useRef({ onSuccess, onRefused });
  useEffect(() => {
    callbacks.current = { onSuccess, onRefused };
  }, [onSuccess, onRefused]);

  const send = useCallback(async () => {
    const current = attempt.current;
    if (!current || inFlight.current) return;
    inFlight.current = true;
    try {
      const result = await mutateAsync({ ...current.contact, requestId: current.requestId });
      attempt.current = null;
      setWaitingForNetwork(false);
      callbacks.current.onSuccess(result);
    } catch (error) {
      if (isNetworkFailure(error)) {
        setWaitingForNetwork(true);
        return;
      }
      attempt.current = null;
      setWaitingForNetwork(false);
      callbacks.current.onRefused(errorText(error, MESSAGES.tablet.visitError));
    } finally {
      inFlight.current = false;
    }
  }, [mutateAsync]);

  useEffect(() => {
    if (!waitingForNetwork) return;
    return startRetryLoop({ retry: () => void send(), intervalMs: VISIT_RETRY_MS });
  }, [waitingForNetwork, send]);

  /** Declares the visit for this contact (the same request id as the previous try for the same contact). */
  const submit = useCallback(
    (contact: Contact) => {
      const next = attemptFor(attempt.current, contactKey(contact));
      attempt.current = { ...next, contact };
      void send();
    },
    [send],
  );

  return {
    submit,
    /** Sending, or waiting to send again: the Save button stays disabled. */
    busy: mutation.isPending || waitingForNetwork,
    waitingForNetwork,
  };
}
