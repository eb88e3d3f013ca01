/**
 * The words of « J'ai réservé » (issue 54), in one place for the kiosk's catalogue (issue 51 moves the kiosk's
 * texts into `kiosk`; French is the source).
 */
export const ARRIVAL_TEXTS = {
  title: "J'ai réservé",
  lead: 'Saisissez le nom de votre réservation et les 4 derniers chiffres de votre téléphone.',
  name: 'Nom',
  phoneEnd: '4 derniers chiffres du téléphone',
  search: 'Rechercher',
  cancel: 'Annuler',
  close: 'Terminer',
  found: (firstName: string, time: string) => `Bonjour ${firstName}, votre table de ${time}`,
  arrive: 'Je suis arrivé',
  welcome: (firstName: string) => `Bienvenue ${firstName} ! L'équipe est prévenue de votre arrivée.`,
  alreadyArrived: (time: string) => `Votre arrivée est enregistrée depuis ${time}.`,
  early: 'Votre table est en cours de préparation.',
  none: 'Aucune réservation à ce nom pour le moment.',
  noneHelp: "Adressez-vous à l'équipe : elle vous proposera une table ou la liste d'attente.",
  back: (seconds: number) => `Retour à l'accueil dans ${seconds} s`,
  error: "La recherche n'a pas abouti. Réessayez.",
  rateQuestion: "Comment s'est passé votre repas ?",
  faces: ['Très décevant', 'Décevant', 'Correct', 'Bon', 'Excellent'],
  thanks: 'Merci',
  rateError: "Votre avis n'a pas pu être envoyé. Réessayez.",
} as const;
