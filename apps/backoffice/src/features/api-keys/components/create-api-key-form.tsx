import { API_SCOPES, API_SCOPE_LABELS, INTEGRATION_MESSAGES as M, type ApiScope } from '@app/domain';
import { Button, Checkbox, Dialog, TextField, useToast } from '@app/ui';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useCreateApiKey } from '../api/use-api-keys';

/** « Nouvelle clé »: a name and its scopes; the secret is then shown once, with a copy button. */
export function CreateApiKeyForm({ restaurantId }: { restaurantId: string }) {
  const toast = useToast();
  const create = useCreateApiKey(restaurantId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  return (
    <form
      className="api-keys__form"
      aria-label="Nouvelle clé d’API"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { name, scopes },
          {
            onSuccess: (created) => {
              setSecret(created.secret);
              setName('');
              setScopes([]);
              toast.success(M.keyCreated);
            },
            onError: (error) => toast.error(toUserMessage(error, 'Erreur lors de la création de la clé')),
          },
        );
      }}
    >
      <TextField label="Nom de la clé" value={name} onChange={setName} maxLength={60} isRequired />
      <fieldset className="api-keys__scopes">
        <legend>Autorisations</legend>
        {API_SCOPES.map((scope) => (
          <Checkbox key={scope} isSelected={scopes.includes(scope)} onChange={(on) => toggle(scope, on)}>
            {API_SCOPE_LABELS[scope]} <code>{scope}</code>
          </Checkbox>
        ))}
      </fieldset>
      <Button type="submit" isDisabled={create.isPending}>
        Créer la clé
      </Button>
      <Dialog
        title="Votre nouvelle clé d’API"
        isOpen={secret !== null}
        onOpenChange={(open) => {
          if (!open) setSecret(null);
        }}
      >
        {(close) => (
          <div className="api-keys__secret">
            <p>Copiez-la maintenant : elle ne sera plus jamais affichée.</p>
            <code aria-label="Clé d’API">{secret}</code>
            <div className="api-keys__secret-actions">
              <Button
                variant="secondary"
                onPress={() =>
                  void navigator.clipboard?.writeText(secret ?? '').then(() => toast.success('Clé copiée'))
                }
              >
                Copier
              </Button>
              <Button onPress={close}>J’ai copié la clé</Button>
            </div>
          </div>
        )}
      </Dialog>
    </form>
  );
}
