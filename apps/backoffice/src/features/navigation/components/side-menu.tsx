import { ROLE_LABELS } from '@app/domain';
import type { StaffRole } from '@app/domain';
import { Badge, Button, VenueMark } from '@app/ui';
import { Download, LogOut } from '@app/ui/icons';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { menuEntriesFor } from '../menu-entries';

export interface SideMenuProps {
  name: string;
  role: StaffRole;
  restaurants: { id: string; name: string; logo?: string | undefined; brandColor?: string | undefined }[];
  restaurantId: string | null;
  onSelectRestaurant(id: string): void;
  onSignOut(): void;
  /** Called after a navigation, so the phone drawer closes. */
  onNavigate?(): void;
  /** Shown when the browser offers installation (beforeinstallprompt). */
  onInstall?: (() => void) | null;
}

/** Side menu of the staff screens: restaurant selector, entries by role, user name and role badge, logout. */
export function SideMenu({
  name,
  role,
  restaurants,
  restaurantId,
  onSelectRestaurant,
  onSignOut,
  onNavigate,
  onInstall,
}: SideMenuProps) {
  const current = restaurants.find((r) => r.id === restaurantId);
  return (
    <div className="side-menu">
      <div className="side-menu__header side-menu__header--admin">
        <p className="side-menu__user">{name}</p>
        <Badge className="side-menu__role">{ROLE_LABELS[role]}</Badge>
      </div>
      <div className="side-menu__restaurant">
        <label htmlFor="restaurant-selector">Restaurant</label>
        {restaurants.length > 0 ? (
          <span className="side-menu__venue">
            {current ? <VenueMark venue={current} /> : null}
            <select
              id="restaurant-selector"
              value={current?.id ?? ''}
              onChange={(e) => onSelectRestaurant(e.target.value)}
            >
              {restaurants.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </span>
        ) : (
          <p className="muted">Aucun restaurant configuré</p>
        )}
      </div>
      <nav aria-label="Menu principal">
        <ul className="side-menu__list">
          {menuEntriesFor(role).map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={entry.to === paths.home}
                className="side-menu__link"
                onClick={onNavigate}
              >
                <entry.icon className="bo-icon" aria-hidden="true" /> {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="side-menu__footer">
        {onInstall ? (
          <Button isBlock icon={Download} onPress={onInstall}>
            Installer l'application
          </Button>
        ) : null}
        <Button isBlock icon={LogOut} onPress={onSignOut}>
          Déconnexion
        </Button>
      </div>
    </div>
  );
}
