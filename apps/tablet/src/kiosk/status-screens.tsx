import { Button, PageLoader } from '@app/ui';
import { Refresh } from '@app/ui/icons';

/** While the tablet finds out what it is paired to. */
export function LoadingScreen({ label = 'Chargement de la tablette...' }: { label?: string }) {
  return (
    <main className="page tablet-page">
      <PageLoader label={label} />
    </main>
  );
}

/** A read that failed for another reason than a revoked device: the message and « Réessayer ». */
export function RetryScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="page tablet-page">
      <div className="kiosk-status" role="alert">
        <h1>Tablette indisponible</h1>
        <p>{message}</p>
        <Button variant="primary" size="lg" icon={Refresh} onPress={onRetry}>
          Réessayer
        </Button>
      </div>
    </main>
  );
}
