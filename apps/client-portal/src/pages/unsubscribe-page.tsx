import { UnsubscribeScreen } from '../features/unsubscribe/components/unsubscribe-screen';
import { useUnsubscribeLink } from '../features/unsubscribe/hooks/use-unsubscribe-link';
import { paths } from '../routes/paths';

/** `/desinscription?t=…&campaign=…&email=…&exp=…&sig=…`: a campaign mail's unsubscribe link, no sign-in. */
export function Component() {
  const link = useUnsubscribeLink();
  return (
    <main className="page page--narrow">
      <h1>Désinscription</h1>
      <UnsubscribeScreen key={link.signature} link={link} spaceHref={paths.clientLogin} />
    </main>
  );
}
