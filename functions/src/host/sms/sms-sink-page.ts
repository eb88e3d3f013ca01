import { formatPhoneNumber } from '@app/domain';
import type { SinkSms } from './sms-sink-store';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

const DELIVERY = { delivered: 'remis au client', failed: 'non remis' } as const;

/** An outbound message's « Remis » / « Non remis » buttons: they send its delivery report, as the operator would. */
function deliveryForms(message: SinkSms, token: string): string {
  if (message.direction !== 'out' || !message.tag || message.delivery) return '';
  const action = `/sms/delivery?token=${encodeURIComponent(token)}`;
  const form = (status: 'delivered' | 'failed', label: string) =>
    `<form class="dlr" method="post" action="${action}"><input type="hidden" name="id" value="${escapeHtml(message.id)}"><input type="hidden" name="status" value="${status}"><button type="submit" class="secondary">${label}</button></form>`;
  return `<div class="dlrs">${form('delivered', 'Marquer remis')}${form('failed', 'Marquer non remis')}</div>`;
}

function bubble(message: SinkSms, token: string): string {
  const who = message.direction === 'out' ? escapeHtml(message.from) : 'Client';
  const meta = [
    TIME.format(new Date(message.date)),
    `${message.segments} SMS (${message.encoding})`,
    ...(message.deferMinutes ? [`différé de ${message.deferMinutes} min`] : []),
    ...(message.webhookStatus ? [`webhook ${message.webhookStatus}`] : []),
    ...(message.delivery ? [DELIVERY[message.delivery]] : []),
  ].join(' · ');
  return `<li class="${message.direction}" data-sms-id="${escapeHtml(message.id)}"><p class="who">${who}</p><p class="text">${escapeHtml(message.text)}</p><p class="meta">${escapeHtml(meta)}</p>${deliveryForms(message, token)}</li>`;
}

/**
 * The sink's page (`/sms?token=…`): one conversation per phone number, newest first, each with a form that
 * answers as the guest. The form posts to the sink (`/sms/reply`), which signs the answer and calls the
 * functions' inbound webhook exactly as the provider would.
 */
export function renderSmsSinkPage(
  conversations: Array<{ phone: string; messages: SinkSms[] }>,
  token: string,
): string {
  const action = `/sms/reply?token=${encodeURIComponent(token)}`;
  const sections = conversations.map(({ phone, messages }, index) => {
    const id = `reply-${index}`;
    return `<section aria-labelledby="h-${index}" id="${escapeHtml(phone)}"><h2 id="h-${index}">${escapeHtml(formatPhoneNumber({ phone }))}</h2><ol>${messages.map((m) => bubble(m, token)).join('')}</ol><form method="post" action="${action}"><input type="hidden" name="phone" value="${escapeHtml(phone)}"><label for="${id}">Répondre comme le client</label><input id="${id}" name="text" required maxlength="480" autocomplete="off"><button type="submit">Envoyer</button></form></section>`;
  });
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>SMS envoyés (boîte de test)</title><style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:44rem;padding:1rem;color:#1f2328;background:#f6f7f9}
section{background:#fff;border:1px solid #d0d7de;border-radius:.75rem;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .5rem}ol{list-style:none;padding:0;margin:0}
li{max-width:85%;margin:.5rem 0;padding:.5rem .75rem;border-radius:.75rem}
li.out{background:#e7eefc}li.in{background:#dcf5e3;margin-left:auto}
.who{font-weight:600;margin:0;font-size:.85rem}.text{margin:.25rem 0;white-space:pre-wrap}.meta{margin:0;font-size:.75rem;color:#57606a}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-top:.75rem}label{width:100%;font-size:.9rem}
input[name=text]{flex:1;min-width:8rem;padding:.5rem;border:1px solid #8c959f;border-radius:.5rem}
button{padding:.5rem 1rem;border-radius:.5rem;border:0;background:#0b57d0;color:#fff;font-weight:600}
form.dlr{display:inline-flex;margin:.25rem .5rem 0 0}.dlrs{display:flex;flex-wrap:wrap}
button.secondary{background:#fff;color:#0b57d0;border:1px solid #0b57d0;padding:.25rem .75rem;font-size:.8rem}
button:focus-visible,input:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
</style></head><body><h1>SMS envoyés (boîte de test)</h1><p>Les SMS que le produit a envoyés sur cette machine, une conversation par numéro. Aucun SMS ne part chez un opérateur d'ici.</p>${
    sections.length ? sections.join('') : '<p role="status">Aucun SMS pour le moment.</p>'
  }</body></html>`;
}
