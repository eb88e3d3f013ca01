import { ShieldCheck } from '@app/ui/icons';
import './login.css';
import { useEffect } from 'react';
import { paths } from '../../../routes/paths';
import { useDataProtectionNotice } from '../hooks/use-data-protection-notice';
import { useLoginFlow } from '../hooks/use-login-flow';
import type { LoginMode } from '../hooks/use-login-flow';
import { CodeStep } from './code-step';
import { DataProtectionDialog } from './data-protection-dialog';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';
import { RegisterForm } from './register-form';
import { ResetStep } from './reset-step';

const TITLES: Record<LoginMode, { title: string; lead: string }> = {
  email: {
    title: 'Connexion à votre espace',
    lead: 'Retrouvez vos réservations, vos points et vos cadeaux dans tous nos restaurants.',
  },
  code: { title: 'Vérifiez vos e-mails', lead: '' },
  password: { title: 'Connexion par mot de passe', lead: '' },
  reset: {
    title: 'Nouveau mot de passe',
    lead: 'Un code vous a été envoyé par e-mail pour le choisir.',
  },
  register: {
    title: 'Créer mon compte',
    lead: 'Un code vous sera envoyé par e-mail pour confirmer votre adresse.',
  },
};

/** `/client/login`: the four modes, the remember-me choice and the data-protection notice. */
export function LoginPanel({
  initialEmail,
  initialCode = '',
  venue,
}: {
  initialEmail: string;
  initialCode?: string;
  /** The venue whose page led here (id or slug): the code mails come from it. */
  venue?: string;
}) {
  const flow = useLoginFlow(initialEmail, initialEmail ? initialCode : '', venue);
  const notice = useDataProtectionNotice();
  const { title, lead } = TITLES[flow.mode];
  const { openOnFirstRegistration } = notice;
  useEffect(() => {
    if (flow.mode === 'register') openOnFirstRegistration();
  }, [flow.mode, openOnFirstRegistration]);
  return (
    <div className="login-panel">
      <h1 tabIndex={-1}>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {flow.mode === 'email' && <EmailStep flow={flow} />}
      {flow.mode === 'code' && <CodeStep flow={flow} />}
      {flow.mode === 'password' && <PasswordStep flow={flow} />}
      {flow.mode === 'register' && <RegisterForm flow={flow} />}
      {flow.mode === 'reset' && <ResetStep flow={flow} />}
      <footer className="login-panel__footer">
        <button type="button" className="link-button" onClick={notice.open}>
          <ShieldCheck aria-hidden="true" className="link-button__icon" />
          Protection de vos données
        </button>
        <a href={paths.terms}>Conditions d'utilisation</a>
        <a href={paths.privacy}>Confidentialité</a>
      </footer>
      <DataProtectionDialog isOpen={notice.isOpen} onClose={notice.close} />
    </div>
  );
}
