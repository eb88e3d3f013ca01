import type { EmailLogStatus, MailType } from '../schemas/mail';

/** French names of the e-mail types (reports' table, breakdown and export). */
export const MAIL_TYPE_LABELS: Record<MailType, string> = {
  confirmation: 'Confirmation',
  request_received: 'Demande reçue',
  rejection: 'Refus',
  cancellation: 'Annulation',
  reminder: 'Rappel',
  review_request: "Demande d'avis",
  level_up: 'Nouveau niveau',
  gift_congratulations: 'Félicitations cadeau',
  gift_reward: 'Bon cadeau',
  walk_in_thank_you: 'Remerciement de visite',
  tablet_welcome: 'Bienvenue tablette',
  login_code: 'Code de connexion',
  user_invitation: 'Invitation',
  campaign: 'Campagne',
  campaign_test: 'Test de campagne',
  waitlist_offer: "Offre liste d'attente",
  other: 'Autre',
};

/** French names of an e-mail log's status. */
export const EMAIL_STATUS_LABELS: Record<EmailLogStatus, string> = {
  sent: 'Envoyé',
  failed: 'Échec',
  pending: 'En attente',
};
