import { Navigate, useSearchParams } from 'react-router-dom';
import { LoginPanel } from '../features/customer-login/components/login-panel';
import { paths } from '../routes/paths';
import { readLiveSession } from '../session/session-record';

/**
 * `/client/login` (`?email=` prefills); a signed-in customer goes straight to the space. `?email=…&code=…` is the
 * link of the mail that confirms an account made on a restaurant's tablet: the code step opens with the code filled.
 */
export function Component() {
  const [params] = useSearchParams();
  if (readLiveSession()) return <Navigate to={paths.clientSpace} replace />;
  return (
    <main className="page page--narrow">
      <LoginPanel
        initialEmail={(params.get('email') ?? '').trim().slice(0, 254)}
        initialCode={/^\d{6}$/.test(params.get('code') ?? '') ? (params.get('code') ?? '') : ''}
      />
    </main>
  );
}
