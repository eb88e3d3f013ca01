/**
 * Sign-ins as the apps make them on the local host: through its Auth gateway (host/auth/auth-gateway.ts), which
 * answers with tokens the host signed. Tokens taken from the Auth emulator directly are refused by that host.
 */
export interface HostSession {
  idToken: string;
  refreshToken: string;
}

async function identityToolkit(hostUrl: string, action: string, body: object): Promise<HostSession> {
  const res = await fetch(
    `${hostUrl}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  const answer = (await res.json()) as Partial<HostSession> & { error?: { message?: string } };
  if (!answer.idToken || !answer.refreshToken)
    throw new Error(`${action} through the host failed: ${answer.error?.message ?? res.status}`);
  return { idToken: answer.idToken, refreshToken: answer.refreshToken };
}

/** A staff member's e-mail and password sign-in, through the host. */
export function signInThroughHost(hostUrl: string, email: string, password: string): Promise<HostSession> {
  return identityToolkit(hostUrl, 'signInWithPassword', { email, password });
}

/** The browser's exchange of a custom token (customers, tablets) for a session, through the host. */
export function exchangeThroughHost(hostUrl: string, customToken: string): Promise<HostSession> {
  return identityToolkit(hostUrl, 'signInWithCustomToken', { token: customToken });
}
