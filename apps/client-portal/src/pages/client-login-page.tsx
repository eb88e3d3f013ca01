import { CodeVenueSchema, truncateText } from '@app/domain';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LoginPanel } from '../features/customer-login/components/login-panel';
import { PageWords } from '../lib/i18n/page-words';
import { paths } from '../routes/paths';
import { readLiveSession } from '../session/session-record';

/**
 * `/client/login` (`?email=` prefills); a signed-in customer goes straight to the space. `?email=…&code=…` is the
 * link of the mail that confirms an account made on a restaurant's tablet: the code step opens with the code filled.
 * `?restaurant=` (a venue's id or slug, set by its booking and review pages) makes the code mail come from that
 * venue; the server looks it up, an unknown one changes nothing.
 */
function LoginContent() {
  const [params] = useSearchParams();
  if (readLiveSession()) return <Navigate to={paths.clientSpace} replace />;
  const venue = CodeVenueSchema.safeParse(params.get('restaurant') ?? undefined);
  return (
    <main className="page page--narrow">
      <LoginPanel
        initialEmail={truncateText({ text: (params.get('email') ?? '').trim(), max: 254 })}
        initialCode={/^\d{6}$/.test(params.get('code') ?? '') ? (params.get('code') ?? '') : ''}
        venue={(venue.success && venue.data) || undefined}
      />
    </main>
  );
}

export function Component() {
  return (
    <PageWords names={['signin']}>
      <LoginContent />
    </PageWords>
  );
}
