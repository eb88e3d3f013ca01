import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { LegalDocument } from './legal-document';
import type { LegalSection } from './legal-document';

/** The terms' opening words. */
const TERMS_INTRO = (
  <p>
    Ces conditions expliquent comment fonctionnent la réservation en ligne, l'espace client, le programme de
    fidélité et les avis des restaurants qui utilisent ce service. En réservant ou en créant un compte, vous
    les acceptez.
  </p>
);

/** The terms of use: the service, the account, bookings, loyalty, reviews and the tablet in the venue. */
const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'service',
    title: 'Le service',
    body: (
      <>
        <p>Le service vous permet, gratuitement :</p>
        <ul>
          <li>de réserver une table en ligne dans un restaurant ;</li>
          <li>
            de suivre vos réservations et vos visites dans votre espace client, et d'annuler une réservation ;
          </li>
          <li>de gagner des points de fidélité, des cadeaux et des bons de réduction ;</li>
          <li>de donner votre avis après une visite.</li>
        </ul>
        <p>
          Chaque restaurant fixe ses propres horaires, ses places disponibles et les règles de son programme
          de fidélité. Le restaurant reste seul responsable de l'accueil et du repas.
        </p>
      </>
    ),
  },
  {
    id: 'compte',
    title: 'Votre compte',
    body: (
      <>
        <p>
          Réserver ne demande pas de compte. Votre espace client vous permet ensuite de retrouver vos
          réservations, vos points et vos récompenses.
        </p>
        <ul>
          <li>
            Il y a un seul compte par adresse e-mail. Vous prouvez que l'adresse est la vôtre avec le code à 6
            chiffres que nous vous envoyons par e-mail ; il est valable 10 minutes.
          </li>
          <li>
            Vous pouvez ensuite choisir un mot de passe (6 caractères au moins) pour vous connecter sans code.
          </li>
          <li>
            Les informations de votre compte doivent être exactes : le restaurant s'en sert pour vous joindre
            au sujet de vos réservations. Vous pouvez les corriger à tout moment dans votre profil.
          </li>
          <li>
            Gardez votre code et votre mot de passe pour vous : ce qui est fait depuis votre compte est réputé
            fait par vous. Après plusieurs essais manqués, la connexion est bloquée un moment par sécurité.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'reservations',
    title: 'Les réservations',
    body: (
      <ul>
        <li>
          Une réservation en ligne est d'abord une demande. Le restaurant la confirme, et vous recevez alors
          un e-mail de confirmation.
        </li>
        <li>
          Votre table est gardée 15 minutes après l'heure réservée. Au-delà, le restaurant peut la donner à
          d'autres clients.
        </li>
        <li>
          Vous pouvez annuler une réservation confirmée et encore à venir depuis votre espace client. Merci de
          le faire dès que possible pour libérer la table.
        </li>
        <li>
          Pour modifier une réservation (heure, nombre de personnes…), appelez le restaurant. Pour un groupe
          plus grand que ce que propose la réservation en ligne, appelez-le aussi.
        </li>
        <li>
          Une absence sans annulation peut retirer des points de fidélité, selon les règles du restaurant.
        </li>
      </ul>
    ),
  },
  {
    id: 'fidelite',
    title: 'Le programme de fidélité',
    body: (
      <ul>
        <li>
          Vos points sont comptés restaurant par restaurant : les points gagnés dans un restaurant ne
          s'utilisent que dans celui-ci.
        </li>
        <li>
          Vous gagnez des points quand vous venez (réservation honorée ou visite déclarée sur la tablette du
          restaurant) et quand vous laissez un avis, selon le barème du restaurant.
        </li>
        <li>Les points n'expirent jamais.</li>
        <li>
          À certains paliers de points, vous recevez un cadeau, sous forme de bon. Les cadeaux et les bons de
          réduction sont « Valable à vie » et ne s'utilisent que dans le restaurant qui les a offerts, en
          présentant leur code au personnel. Un bon ne sert qu'une fois et ne s'échange pas contre de
          l'argent.
        </li>
        <li>
          Le restaurant peut faire évoluer son barème et ses cadeaux ; les points et les bons déjà obtenus
          vous restent acquis.
        </li>
      </ul>
    ),
  },
  {
    id: 'avis',
    title: 'Les avis',
    body: (
      <ul>
        <li>
          Vous pouvez laisser un seul avis par visite, une fois celle-ci terminée, avec le lien reçu par
          e-mail : une note de 1 à 5 étoiles et un commentaire de 5 à 500 caractères.
        </li>
        <li>
          Votre avis doit porter sur votre visite, être sincère et respectueux : pas d'insulte, pas
          d'information personnelle sur autrui, pas de publicité.
        </li>
        <li>
          Le restaurant modère les avis qu'il reçoit : il peut y répondre et retirer un avis qui ne respecte
          pas ces règles.
        </li>
      </ul>
    ),
  },
  {
    id: 'tablette',
    title: 'La tablette dans le restaurant',
    body: (
      <ul>
        <li>
          Certains restaurants mettent une tablette à votre disposition pour déclarer votre visite (et gagner
          vos points) avec votre téléphone ou votre e-mail, ou pour créer votre compte fidélité.
        </li>
        <li>Une visite peut être déclarée au plus une fois toutes les 5 heures.</li>
        <li>
          Ne déclarez que vos propres visites, avec vos propres coordonnées. La tablette est partagée : ne
          laissez pas vos informations à l'écran après votre passage.
        </li>
      </ul>
    ),
  },
  {
    id: 'disponibilite',
    title: 'Disponibilité et modifications',
    body: (
      <>
        <p>
          Nous faisons notre possible pour que le service fonctionne en continu, mais il peut être interrompu,
          notamment pour maintenance. En cas de doute sur une réservation, appelez le restaurant.
        </p>
        <p>
          Ces conditions peuvent évoluer ; la date de la dernière mise à jour est indiquée en haut de la page.
        </p>
      </>
    ),
  },
  {
    id: 'donnees',
    title: 'Vos données personnelles',
    body: (
      <p>
        Les informations que nous gardons, pourquoi, combien de temps et vos droits sont détaillés dans la{' '}
        <Link to={paths.privacy}>politique de confidentialité</Link>.
      </p>
    ),
  },
];

/** The terms of use (`/conditions-utilisation`): the service, the account, bookings, loyalty, reviews, the tablet. */
export function TermsOfUse() {
  return (
    <LegalDocument
      title="Conditions d'utilisation"
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
      related={{ href: paths.privacy, label: 'Politique de confidentialité' }}
    />
  );
}
