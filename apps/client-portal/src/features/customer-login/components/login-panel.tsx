import { useTranslator } from '@app/i18n/react';
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

const TITLES = {
  email: { title: 'signin.emailTitle', lead: 'signin.emailLead' },
  code: { title: 'signin.codeTitle', lead: null },
  password: { title: 'signin.passwordTitle', lead: null },
  reset: { title: 'signin.resetTitle', lead: 'signin.resetLead' },
  register: { title: 'signin.registerTitle', lead: 'signin.registerLead' },
} as const satisfies Record<LoginMode, { title: string; lead: string | null }>;

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
  const { t } = useTranslator();
  const flow = useLoginFlow(initialEmail, initialEmail ? initialCode : '', venue);
  const notice = useDataProtectionNotice();
  const { title, lead } = TITLES[flow.mode];
  const { openOnFirstRegistration } = notice;
  useEffect(() => {
    if (flow.mode === 'register') openOnFirstRegistration();
  }, [flow.mode, openOnFirstRegistration]);
  return (
    <div className="login-panel">
      <h1 tabIndex={-1}>{t(title)}</h1>
      {lead && <p className="lead">{t(lead)}</p>}
      {flow.mode === 'email' && <EmailStep flow={flow} />}
      {flow.mode === 'code' && <CodeStep flow={flow} />}
      {flow.mode === 'password' && <PasswordStep flow={flow} />}
      {flow.mode === 'register' && <RegisterForm flow={flow} />}
      {flow.mode === 'reset' && <ResetStep flow={flow} />}
      <footer className="login-panel__footer">
        <button type="button" className="link-button" onClick={notice.open}>
          <ShieldCheck aria-hidden="true" className="link-button__icon" />
          {t('signin.dataProtection')}
        </button>
        <a href={paths.terms}>{t('signin.terms')}</a>
        <a href={paths.privacy}>{t('signin.privacy')}</a>
      </footer>
      <DataProtectionDialog isOpen={notice.isOpen} onClose={notice.close} />
    </div>
  );
}
