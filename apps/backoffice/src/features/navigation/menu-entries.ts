import { GLOSSARY } from '@app/domain';
import type { StaffRole } from '@app/domain';
import { paths } from '../../routes/paths';

export interface MenuEntry {
  label: string;
  to: string;
  icon: string;
}

const everyone: MenuEntry[] = [
  { label: 'Accueil', to: paths.home, icon: '🏠' },
  { label: 'Réservations', to: paths.reservations, icon: '📅' },
  { label: 'Valider code-barres', to: paths.validateReward, icon: '🎟️' },
];
const staff: MenuEntry[] = [
  { label: 'Avis Clients', to: paths.reviews, icon: '⭐' },
  { label: 'Fichier Client', to: paths.customers, icon: '👥' },
];
const managers: MenuEntry[] = [
  { label: 'Analytics', to: paths.analytics, icon: '📊' },
  { label: 'Rapports', to: paths.reports, icon: '📄' },
  { label: GLOSSARY.settings, to: paths.settings, icon: '⚙️' },
  { label: 'Établissement', to: paths.establishment, icon: '🏢' },
];

/**
 * The side menu's entries for a role (staff-operations §2 and §6): analytics, reports, settings and the
 * establishment only for master_admin and admin_full.
 */
export function menuEntriesFor(role: StaffRole): MenuEntry[] {
  return role === 'admin' ? [...everyone, ...staff] : [...everyone, ...staff, ...managers];
}
