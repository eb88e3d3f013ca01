import { ArrowLeft } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { paths } from '../routes/paths';
import './back-to-space-link.css';

/** The back link of the customer's pages (rewards, loyalty card): to /client/espace (« Mon espace », or `label`). */
export function BackToSpaceLink({ label = 'Mon espace' }: { label?: string }) {
  return (
    <Link className="back-to-space" to={paths.clientSpace}>
      <ArrowLeft aria-hidden="true" className="back-to-space__icon" />
      {label}
    </Link>
  );
}
