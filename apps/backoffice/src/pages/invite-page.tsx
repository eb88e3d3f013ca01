import { useNavigate, useParams } from 'react-router-dom';
import { InvitationScreen } from '../features/invitation/components/invitation-screen';
import '../features/invitation/invitation.css';
import { paths } from '../routes/paths';
import { useSession } from '../session/session-provider';

/** /invite/{token}: the invitation acceptance page (public). */
export function Component() {
  const { token = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  return (
    <main className="login-page">
      <InvitationScreen
        token={token}
        signIn={async (email, password) => {
          await session.signIn(email, password);
        }}
        onDone={() => navigate(paths.home, { replace: true })}
        onHome={() => navigate(paths.login, { replace: true })}
      />
    </main>
  );
}
