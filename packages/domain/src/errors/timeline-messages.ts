/**
 * The service timeline (« Planning », issue 48) and the tables the engine proposes before service: refusals of a
 * move (each says why, as the engine decided), the labels of the grid and of the booking's history.
 */
export const TIMELINE_MESSAGES = {
  title: 'Planning',
  gridLabel: (date: string) => `Planning des tables, ${date}`,
  /** A move of a booking that no longer holds a table (finished, cancelled, absent). */
  notMovable: (status: string) => `Une réservation « ${status} » ne se déplace plus sur le planning`,
  noTable: 'Choisissez une table',
  unknownTable: (table: string) => `La table ${table} n'existe pas dans le plan de salle`,
  nonexistentTime: (time: string) => `${time} n'existe pas ce jour-là (changement d'heure)`,
  durationRange: 'La durée doit être comprise entre 30 min et 6 h',
  unchanged: 'La réservation est déjà à cette table et à cette heure',
  moved: 'Réservation déplacée',
  moveError: 'Erreur lors du déplacement',
  /** The engine gave these tables; staff have not touched them yet (list, timeline, detail). */
  proposed: 'Table proposée',
  keep: 'Garder',
  keepLabel: (tables: string) => `Garder la table proposée ${tables}`,
  kept: (tables: string) => `Table ${tables} gardée`,
  noProposal: "Cette réservation n'a pas de table proposée",
  /** The lane of bookings that hold no table yet. */
  unplaced: 'À placer',
  unplacedNoFit: 'Aucune table libre ne convient',
  /** A free cell: what staff may do there. */
  freeCell: (table: string, time: string) => `Table ${table} libre à ${time}`,
  walkIn: 'Client sans réservation',
  walkInName: 'Client sans réservation',
  walkInSeated: (table: string) => `Client installé à la table ${table}`,
  walkInNotToday: "Un client sans réservation s'installe aujourd'hui seulement",
  phoneBooking: 'Réservation par téléphone',
  moveDialogTitle: 'Déplacer ou prolonger',
  table: 'Table',
  time: 'Heure',
  duration: 'Durée',
  until: (time: string) => `jusqu'à ${time}`,
  conflict: 'Conflit de table',
  finished: 'Terminée',
  empty: 'Aucune table dans le plan de salle : dessinez-le dans « Établissement » pour voir le planning.',
  /** History entries written by the timeline and the engine. */
  historyMoved: ({ from, to }: { from: string; to: string }) => `Déplacée : ${from} → ${to}`,
  historyProposed: (tables: string) => `Table proposée : ${tables}`,
  historyKept: (tables: string) => `Table proposée gardée : ${tables}`,
} as const;
