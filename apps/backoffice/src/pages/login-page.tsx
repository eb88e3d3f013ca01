import { AUTH_MESSAGES } from '@app/domain';
import { useErrorToast, useToast } from '@app/ui';
import { Utensils } from '@app/ui/icons';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoginForm } from '../features/auth/components/login-form';
import { toUserMessage } from '../lib/error-message';
import { paths } from '../routes/paths';
import { useSession } from '../session/session-provider';

/** /login: redirects to /app when already signed in; 'Bienvenue {name}' on success. */
export function Component() {
  const session = useSession();
  const toast = useToast();
  // A refusal goes as soon as the form is edited or the next try signs in: never beside « Bienvenue ».
  const refusal = useErrorToast();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? paths.home;

  if (session.state.status === 'signed-in') return <Navigate to={from} replace />;

  async function signIn(email: string, password: string) {
    try {
      const staff = await session.signIn(email, password);
      refusal.clear();
      toast.success(AUTH_MESSAGES.welcome(staff.name || staff.email));
      navigate(from, { replace: true });
    } catch (error) {
      // An account without a staff profile is refused like a wrong password (its error carries that code).
      const message = toUserMessage(error, AUTH_MESSAGES.loginError);
      refusal.show(message);
      throw new Error(message);
    }
  }

  return (
    <main className="login-page">
      <div className="login-card">
        <p className="login-card__logo" aria-hidden="true">
          <Utensils className="login-card__logo-icon" />
        </p>
        <h1>Connexion</h1>
        <p className="muted">Espace réservé au personnel du restaurant</p>
        <LoginForm onSubmit={signIn} onEdit={refusal.clear} />
      </div>
    </main>
  );
}
