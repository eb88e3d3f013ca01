import { NotFoundPage } from '@app/ui';
import { paths } from '../routes/paths';

/** Any address the portal does not know: the design system's 404, back to the booking. */
export function Component() {
  return <NotFoundPage homeHref={paths.chooser} homeLabel="Réserver une table" />;
}
