import { formatDateTime } from '@app/domain';
import { Button, Skeleton } from '@app/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { useCustomerSession } from '../../../session/customer-session-context';
import { useMyPrivacy } from '../api/use-my-privacy';
import { AccountDeletion } from './account-deletion';
import { ConsentChoices } from './consent-choices';
import { DataDownload } from './data-download';
import '../privacy.css';

/**
 * « Mes données et mes choix » of the customer space (ARCHITECTURE §9 « RGPD »): the offers each venue may send,
 * the data download and the account's deletion, self-served.
 */
export function PrivacyRights() {
  const session = useCustomerSession();
  const privacy = useMyPrivacy();
  return (
    <section className="privacy" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Mes données et mes choix</h2>
      <section className="privacy__part" aria-labelledby="privacy-consents-title">
        <h3 id="privacy-consents-title">Les offres des restaurants</h3>
        {privacy.isPending ? (
          <Skeleton lines={3} label="Chargement de vos choix" />
        ) : privacy.data ? (
          <>
            <ConsentChoices privacy={privacy.data} />
            {privacy.data.termsAcceptedAt ? (
              <p className="privacy-consents__proof">
                Conditions d'utilisation acceptées le{' '}
                {formatDateTime({ timestamp: privacy.data.termsAcceptedAt })}
              </p>
            ) : null}
          </>
        ) : (
          <div className="notice notice--error" role="alert">
            <p>Vos choix n'ont pas pu être chargés.</p>
            <Button onPress={() => void privacy.refetch()}>Réessayer</Button>
          </div>
        )}
      </section>
      <section className="privacy__part" aria-labelledby="privacy-download-title">
        <h3 id="privacy-download-title">Mes données</h3>
        <DataDownload />
      </section>
      <section className="privacy__part" aria-labelledby="privacy-deletion-title">
        <h3 id="privacy-deletion-title">Supprimer mon compte</h3>
        <AccountDeletion email={session.email} onDeleted={() => void session.signOut()} />
      </section>
      <p className="privacy__lead">
        <Link to={paths.privacy}>Politique de confidentialité</Link>
      </p>
    </section>
  );
}
