import { useSearchParams } from 'react-router-dom';

/** The unsubscribe link's query (`?t=…&campaign=…&email=…&exp=…&sig=…`), as the callables take it. */
export interface UnsubscribeLink {
  trackingId: string;
  campaign: string;
  email: string;
  expires: number;
  signature: string;
}

/** Reads the link from the address; missing parts are sent as they are (the server answers in French). */
export function useUnsubscribeLink(): UnsubscribeLink {
  const [params] = useSearchParams();
  const expires = Number(params.get('exp') ?? '0');
  return {
    trackingId: params.get('t') ?? '',
    campaign: params.get('campaign') ?? '',
    email: params.get('email') ?? '',
    expires: Number.isFinite(expires) ? expires : 0,
    signature: params.get('sig') ?? '',
  };
}
