import { GLOSSARY } from '@app/domain';
import type { StaffRole } from '@app/domain';
import {
  BarChart,
  Building,
  CalendarDays,
  ChartGantt,
  FileText,
  Gift,
  Home,
  LayoutGrid,
  Settings,
  Star,
  Ticket,
  Users,
} from '@app/ui/icons';
import type { LucideIcon } from '@app/ui/icons';
import { paths } from '../../routes/paths';

export interface MenuEntry {
  label: string;
  to: string;
  /** Drawn before the label, hidden from screen readers (the label names the link). */
  icon: LucideIcon;
}

const everyone: MenuEntry[] = [
  { label: 'Accueil', to: paths.home, icon: Home },
  { label: 'Réservations', to: paths.reservations, icon: CalendarDays },
  /** The service timeline (issue 48), one tap from every screen as the list is. */
  { label: 'Planning', to: paths.planning, icon: ChartGantt },
  { label: 'Valider code-barres', to: paths.validateReward, icon: Ticket },
];
const staff: MenuEntry[] = [
  { label: 'Avis Clients', to: paths.reviews, icon: Star },
  { label: 'Fichier Client', to: paths.customers, icon: Users },
];
const managers: MenuEntry[] = [
  { label: 'Analytics', to: paths.analytics, icon: BarChart },
  { label: 'Analytics des récompenses', to: paths.rewardAnalytics, icon: Gift },
  { label: 'Rapports', to: paths.reports, icon: FileText },
  { label: GLOSSARY.settings, to: paths.settings, icon: Settings },
  { label: 'Établissement', to: paths.establishment, icon: Building },
  { label: 'Mes restaurants', to: paths.restaurants, icon: LayoutGrid },
];

/**
 * The side menu's entries for a role (staff-operations §2 and §6): analytics (and the reward analytics),
 * reports, settings, the establishment and the restaurants overview only for master_admin and admin_full.
 */
export function menuEntriesFor(role: StaffRole): MenuEntry[] {
  return role === 'admin' ? [...everyone, ...staff] : [...everyone, ...staff, ...managers];
}
