import { Navigate, useSearchParams } from 'react-router-dom';
import { LoginPanel } from '../features/customer-login/components/login-panel';
import { paths } from '../routes/paths';
import { readLiveSession } from '../session/session-record';

/** `/client/login` (`?email=` prefills); a signed-in customer goes straight to the space. */
export function Component() {
  const [params] = useSearchParams();
  if (readLiveSession()) return <Navigate to={paths.clientSpace} replace />;
  return (
    <main className="page page--narrow">
      <LoginPanel initialEmail={(params.get('email') ?? '').trim().slice(0, 254)} />
    </main>
  );
}
