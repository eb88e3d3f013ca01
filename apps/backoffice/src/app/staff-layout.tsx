import { AUTH_MESSAGES } from '@app/domain';
import { ErrorBoundary, PageLoader, useInstallPrompt, useToast, VenueMark } from '@app/ui';
import { Menu } from '@app/ui/icons';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { SideMenu } from '../features/navigation/components/side-menu';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

export interface LayoutContext {
  /** Opens the side menu drawer (phones); screens with their own header call it from their menu button. */
  openMenu(): void;
  /**
   * Hides the generic header while the calling screen is mounted (it draws its own, menu button included).
   * Returns the undo. A screen that fails to load never calls it, so its error panel keeps the generic header
   * and, on phones, the only way to the menu.
   */
  claimHeader(): () => void;
}

/** Target of the skip link: wraps every screen (each screen draws its own <main> inside it). */
export const CONTENT_ID = 'contenu';

/** The layout's services for the screens inside it. */
export function useLayout(): LayoutContext {
  return useOutletContext<LayoutContext>();
}

/**
 * Frame of every /app screen: the side menu (a column on laptops, a drawer on phones), the generic header
 * (hidden while a screen that draws its own is mounted, see `claimHeader`) and an error boundary. On phones the open drawer
 * takes the focus and closes with Escape, the scrim or a navigation.
 */
export function StaffLayout() {
  const session = useStaffSession();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { canInstall, promptInstall } = useInstallPrompt();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const [ownHeader, setOwnHeader] = useState(false);
  const claimHeader = useCallback(() => {
    setOwnHeader(true);
    return () => setOwnHeader(false);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const opener = document.activeElement as HTMLElement | null;
    menu.current?.querySelector<HTMLElement>('a, button, select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [menuOpen]);

  async function signOut() {
    await session.signOut();
    toast.success(AUTH_MESSAGES.goodbye);
    navigate(paths.login, { replace: true });
  }

  return (
    <div className={`staff-shell${menuOpen ? ' staff-shell--menu-open' : ''}`}>
      {/* First stop of the keyboard on every staff page: past the side menu and the header, to the screen. */}
      <a
        href={`#${CONTENT_ID}`}
        className="skip-link"
        onClick={(event) => {
          // Focus and scroll without touching the address (the home keeps its tab in the query string).
          event.preventDefault();
          content.current?.focus();
          content.current?.scrollIntoView({ block: 'start' });
        }}
      >
        Aller au contenu
      </a>
      <aside ref={menu} className="staff-shell__menu" id="side-menu" aria-label="Menu">
        <SideMenu
          name={session.staff.name || session.staff.email}
          role={session.staff.role}
          restaurants={session.restaurants}
          restaurantId={session.restaurant?.id ?? null}
          onSelectRestaurant={session.selectRestaurant}
          onSignOut={() => void signOut()}
          onNavigate={() => setMenuOpen(false)}
          onInstall={canInstall ? () => void promptInstall() : null}
        />
      </aside>
      {menuOpen ? (
        <div className="staff-shell__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      ) : null}
      <div className="staff-shell__main">
        {ownHeader ? null : (
          <header className="app-header">
            <button
              type="button"
              className="icon-button menu-button"
              aria-label="Ouvrir le menu"
              aria-controls="side-menu"
              aria-expanded={menuOpen}
              onClick={openMenu}
            >
              <Menu className="icon-button__icon" aria-hidden="true" />
            </button>
            {session.restaurant ? <VenueMark venue={session.restaurant} /> : null}
            <span className="app-header__title">
              {session.restaurant ? session.restaurant.name : 'Back-office'}
            </span>
          </header>
        )}
        <div ref={content} id={CONTENT_ID} className="staff-shell__content" tabIndex={-1}>
          <ErrorBoundary key={location.pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet context={{ openMenu, claimHeader } satisfies LayoutContext} />
            </Suspense>
          </ErrorBoundary>
        </div>
      </div>
    </div>
  );
}
