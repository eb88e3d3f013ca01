import { ConfirmAccountDeletionInputSchema, MESSAGES } from '@app/domain';
import { CallableError } from '@app/data/functions-client';
import { useTranslator } from '@app/i18n/react';
import { Button, Dialog, TextField, useToast } from '@app/ui';
import { Trash } from '@app/ui/icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { privacyCallables } from '../api/privacy-callables';

const message = (err: unknown, fallback: string) =>
  err instanceof CallableError && err.status !== 'internal' ? err.message : fallback;

/**
 * « Supprimer mon compte » (art. 17 RGPD): a code is mailed to the account's address, and only that code erases
 * the account and everything the restaurants hold about the customer, at once. Then the session ends.
 */
export function AccountDeletion({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { locale } = useTranslator();
  const request = useMutation({
    mutationFn: () => privacyCallables.requestAccountDeletion(locale),
    onSuccess: () => toast.success(MESSAGES.privacy.deletionCodeSent),
    onError: (err) => toast.error(message(err, MESSAGES.privacy.deletionCodeError)),
  });
  const confirm = useMutation({
    mutationFn: privacyCallables.confirmAccountDeletion,
    onSuccess: () => {
      setOpen(false);
      toast.success(MESSAGES.privacy.accountDeleted);
      onDeleted();
    },
    onError: (err) => setProblem(message(err, MESSAGES.privacy.deletionError)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ConfirmAccountDeletionInputSchema.safeParse({ code });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? MESSAGES.login.wrongCode);
      return;
    }
    setProblem(null);
    confirm.mutate(parsed.data.code);
  };
  const close = () => {
    setOpen(false);
    setCode('');
    setProblem(null);
    request.reset();
  };

  return (
    <div className="privacy-deletion">
      <p className="privacy__lead">
        Votre compte, vos points, vos bons et votre historique sont effacés dans tous les restaurants. Les
        restaurants gardent leurs réservations passées, sans votre nom.
      </p>
      <Button variant="danger" icon={Trash} onPress={() => setOpen(true)}>
        Supprimer mon compte
      </Button>
      <Dialog
        title="Supprimer mon compte ?"
        role="alertdialog"
        isOpen={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
      >
        {!request.isSuccess ? (
          <div className="privacy-deletion__step">
            <p>
              La suppression est définitive. Pour la confirmer, nous envoyons un code à{' '}
              <strong>{email}</strong>.
            </p>
            <div className="privacy-deletion__actions">
              <Button onPress={close}>Annuler</Button>
              <Button variant="primary" onPress={() => request.mutate()} isLoading={request.isPending}>
                Recevoir le code
              </Button>
            </div>
          </div>
        ) : (
          <form className="privacy-deletion__step" onSubmit={submit} noValidate>
            <p>Saisissez le code reçu à {email} pour supprimer définitivement votre compte et vos données.</p>
            <TextField
              label="Code de confirmation"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(value) => {
                setCode(value);
                setProblem(null);
              }}
              isInvalid={problem !== null}
              errorMessage={problem ?? undefined}
            />
            <div className="privacy-deletion__actions">
              <Button onPress={close}>Annuler</Button>
              <Button type="submit" variant="danger" isLoading={confirm.isPending}>
                Supprimer définitivement
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </div>
  );
}
