import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { LegalDocument } from './legal-document';
import type { LegalSection } from './legal-document';
import { CNIL_URL } from './legal-meta';

/** The privacy notice's opening words. */
const PRIVACY_INTRO = (
  <p>
    Cette page explique, simplement, quelles informations nous gardons sur vous lorsque vous réservez une
    table, utilisez votre espace client ou le programme de fidélité d'un restaurant, pourquoi, combien de
    temps, qui peut les voir, et comment exercer vos droits.
  </p>
);

/** The privacy notice: what the product keeps about diners and why (RGPD). */
const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'responsable',
    title: 'Qui est responsable de vos données',
    body: (
      <>
        <p>
          Chaque restaurant qui utilise ce service est responsable des données de ses propres clients : celui
          où vous avez réservé, où vous avez déclaré une visite ou créé votre compte fidélité. Le service est
          l'outil qu'il utilise pour gérer ses réservations et son programme de fidélité.
        </p>
        <p>
          Pour toute question sur vos données, adressez-vous au restaurant concerné (voir « Vos droits »).
        </p>
      </>
    ),
  },
  {
    id: 'donnees',
    title: 'Les informations que nous gardons',
    body: (
      <>
        <ul>
          <li>
            <strong>Votre identité et vos coordonnées</strong> : nom et prénom, adresse e-mail, numéro de
            téléphone.
          </li>
          <li>
            <strong>Si vous choisissez de les donner</strong> : date de naissance et code postal.
          </li>
          <li>
            <strong>Vos réservations</strong> : restaurant, date, heure, nombre de personnes, demandes
            particulières, souhait d'être en terrasse, et leur suivi (confirmée, annulée, terminée…).
          </li>
          <li>
            <strong>Votre fidélité</strong> : vos points dans chaque restaurant, vos visites déclarées sur la
            tablette du restaurant, vos cadeaux et bons de réduction et leur utilisation.
          </li>
          <li>
            <strong>Vos avis</strong> : la note et le commentaire que vous laissez après une visite.
          </li>
          <li>
            <strong>Vos choix de communication</strong> : pour chaque restaurant, votre accord, ou non, pour
            recevoir ses offres par e-mail et par SMS, avec la date, la manière (en ligne, sur sa tablette,
            auprès de son équipe) et le texte que vous avez accepté. Un restaurant ne reçoit jamais l'accord
            donné à un autre.
          </li>
          <li>
            <strong>Votre connexion</strong> : le code de connexion envoyé par e-mail (valable 10 minutes) et,
            si vous en créez un, votre mot de passe. Les deux ne sont enregistrés que sous une forme chiffrée
            irréversible (une « empreinte ») : personne, pas même le restaurant, ne peut les lire.
          </li>
          <li>
            <strong>La sécurité de votre compte</strong> : le nombre de tentatives de connexion, compté
            pendant une heure pour bloquer les essais répétés.
          </li>
          <li>
            <strong>Les e-mails envoyés</strong> : confirmation ou annulation de réservation, code de
            connexion, remerciements après une visite, demande d'avis. Pour les e-mails d'offres, nous
            mesurons s'ils sont ouverts et si leurs liens sont cliqués.
          </li>
        </ul>
        <p>Nous ne demandons ni ne gardons de coordonnées bancaires : rien ne se paie en ligne.</p>
      </>
    ),
  },
  {
    id: 'pourquoi',
    title: 'Pourquoi nous les utilisons',
    body: (
      <ul>
        <li>
          <strong>Gérer vos réservations</strong> : les enregistrer, vous envoyer les e-mails de confirmation
          ou d'annulation, permettre au restaurant de vous accueillir et de vous joindre si besoin.
        </li>
        <li>
          <strong>Faire fonctionner le programme de fidélité</strong> : compter vos points, vous offrir les
          cadeaux et bons que vous avez gagnés, vérifier un bon lorsque vous l'utilisez.
        </li>
        <li>
          <strong>Vous donner accès à votre espace client</strong> et le protéger (code de connexion, mot de
          passe, limitation des tentatives).
        </li>
        <li>
          <strong>Recueillir votre avis</strong> après une visite, pour que le restaurant s'améliore.
        </li>
        <li>
          <strong>Vous envoyer des offres</strong>, uniquement si vous l'avez accepté. Sans votre accord, vous
          ne recevez que les e-mails liés à vos réservations, à votre compte et à votre fidélité.
        </li>
      </ul>
    ),
  },
  {
    id: 'duree',
    title: 'Combien de temps nous les gardons',
    body: (
      <ul>
        <li>
          <strong>Votre compte et votre fidélité</strong> : tant que votre compte est actif, puis au plus 3
          ans après votre dernière activité (réservation, visite, avis ou connexion), avant d'être supprimés.
        </li>
        <li>
          <strong>Vos réservations</strong> : une fois passées, elles sont archivées et gardées dans votre
          historique pendant la même durée que votre compte.
        </li>
        <li>
          <strong>Vos avis</strong> : tant que le restaurant les affiche, et au plus aussi longtemps que votre
          compte.
        </li>
        <li>
          <strong>Votre accord pour les offres</strong> : jusqu'à ce que vous le retiriez.
        </li>
        <li>
          <strong>Le code de connexion</strong> : 10 minutes. <strong>Le compteur de tentatives</strong> : une
          heure.
        </li>
        <li>
          <strong>Votre mot de passe (son empreinte)</strong> : jusqu'à ce que vous le changiez ou que votre
          compte soit supprimé.
        </li>
      </ul>
    ),
  },
  {
    id: 'destinataires',
    title: 'Qui peut les voir',
    body: (
      <>
        <p>
          Seul le personnel des restaurants où vous avez réservé ou déclaré une visite voit vos informations.
          Chaque restaurant ne voit que ses propres clients : un restaurant ne voit ni vos réservations, ni
          vos points, ni vos avis dans un autre restaurant.
        </p>
        <p>
          Nos prestataires techniques (hébergement, envoi des e-mails et SMS) les traitent uniquement pour
          faire fonctionner le service, sur nos instructions. Vos informations ne sont jamais vendues ni
          louées.
        </p>
      </>
    ),
  },
  {
    id: 'droits',
    title: 'Vos droits',
    body: (
      <>
        <p>Vous pouvez à tout moment demander :</p>
        <ul>
          <li>
            <strong>l'accès</strong> : savoir quelles informations nous avons sur vous et en recevoir une
            copie ;
          </li>
          <li>
            <strong>la rectification</strong> : corriger une information inexacte ;
          </li>
          <li>
            <strong>l'effacement</strong> : la suppression de vos informations et de votre compte ;
          </li>
          <li>
            <strong>l'opposition</strong> : que nous cessions d'utiliser vos informations, notamment pour les
            offres ;
          </li>
          <li>
            <strong>la portabilité</strong> : recevoir vos informations dans un format lisible par un
            ordinateur ;
          </li>
          <li>
            <strong>la limitation</strong> : que nous gardions vos informations sans les utiliser, le temps de
            régler un désaccord.
          </li>
        </ul>
        <p>
          Vous pouvez retirer votre accord pour les offres par e-mail ou par SMS quand vous le souhaitez :
          avec le lien de désinscription présent dans chaque e-mail d'offre, ou dans « Mes données et mes
          choix » de votre espace client. Le retrait vaut pour tous les restaurants à la fois.
        </p>
      </>
    ),
  },
  {
    id: 'exercer',
    title: 'Comment exercer vos droits',
    body: (
      <>
        <ul>
          <li>
            <strong>Depuis votre espace client</strong> : la fenêtre « Mon profil » permet de corriger votre
            nom, votre téléphone, votre date de naissance et votre code postal. « Mes données et mes choix »
            permet de choisir, restaurant par restaurant, les offres que vous recevez, de télécharger une
            copie de vos informations (fichiers JSON et CSV) et de supprimer votre compte, confirmé par un
            code envoyé par e-mail. <Link to={paths.clientLogin}>Se connecter à mon espace</Link>
          </li>
          <li>
            <strong>En le demandant au restaurant</strong>, sur place ou par téléphone, pour toute autre
            demande : il peut aussi vous remettre une copie de ce qu'il garde sur vous.
          </li>
        </ul>
        <p>
          Une réponse vous est apportée dans un délai d'un mois. Si vous estimez que vos droits ne sont pas
          respectés, vous pouvez adresser une réclamation à la CNIL (Commission nationale de l'informatique et
          des libertés) :{' '}
          <a href={CNIL_URL} target="_blank" rel="noopener noreferrer">
            https://www.cnil.fr <span className="sr-only">(nouvel onglet)</span>
          </a>
        </p>
      </>
    ),
  },
  {
    id: 'navigateur',
    title: 'Ce que garde votre navigateur',
    body: (
      <p>
        Pour vous garder connecté, votre navigateur garde votre session : 24 heures, ou 30 jours si vous
        cochez « Se souvenir de moi ». Une réservation en cours de saisie est gardée dans l'onglet jusqu'à sa
        fermeture, pour ne rien perdre si la page se recharge. Aucun cookie publicitaire n'est utilisé.
      </p>
    ),
  },
];

/** The privacy notice (`/confidentialite`): what the product keeps about diners, why, how long, who sees it, the rights. */
export function PrivacyNotice() {
  return (
    <LegalDocument
      title="Politique de confidentialité"
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
      related={{ href: paths.terms, label: "Conditions d'utilisation" }}
    />
  );
}
