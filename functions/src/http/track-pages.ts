import { escapeHtml } from '../mail/mail-layout';

/** The 1×1 transparent GIF answered to every open, valid or not (a broken image would show in the mail). */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">${head}<title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;background:#f4f4f5;color:#18181b;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0}main{background:#fff;border-radius:12px;padding:32px;max-width:420px;text-align:center}</style>
</head><body><main>${body}</main></body></html>`;
}

/** 'Redirection en cours...' then the signed target (meta refresh, script, and a link for both disabled). */
export function redirectPage(target: string): string {
  const href = escapeHtml(target);
  return page(
    'Redirection en cours...',
    `<p>Redirection en cours...</p><p><a href="${href}">Cliquez ici si rien ne se passe</a></p><script>location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')})</script>`,
    `<meta http-equiv="refresh" content="0;url=${href}">`,
  );
}

/** Answer to a link the product did not sign (a forged or damaged link): never redirect. */
export function invalidLinkPage(): string {
  return page(
    'Lien invalide',
    '<h1>Lien invalide</h1><p>Ce lien est invalide ou a été modifié. Aucune redirection n’a été effectuée.</p>',
  );
}
