import { Button } from '@app/ui';

/** A read that failed, said in the page with a way to try it again (« Réessayer »). */
export function RetryNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="ui-notice ui-notice--error ui-notice--with-action" role="alert">
      <p>{message}</p>
      <Button onPress={onRetry}>Réessayer</Button>
    </div>
  );
}
