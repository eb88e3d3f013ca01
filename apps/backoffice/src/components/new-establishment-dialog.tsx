import { CreateRestaurantInputSchema, SETTINGS_MESSAGES as S } from '@app/domain';
import { Button, Dialog, TextField, useToast } from '@app/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { EmojiPicker } from './emoji-picker';
import './new-establishment-dialog.css';
import { useCreateRestaurant } from '../hooks/use-create-restaurant';
import { toUserMessage } from '../lib/error-message';

const EMPTY = { name: '', emoji: '🍽️', address: '', phone: '', email: '', description: '' };

/** « Nouvel établissement »: the name is required ('Le nom est obligatoire'), the emoji from the picker. */
export function NewEstablishmentDialog({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(restaurantId: string): void;
}) {
  const create = useCreateRestaurant();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const set = (key: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateRestaurantInputSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({ field: String(issue?.path[0] ?? 'name'), message: issue?.message ?? S.createError });
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(S.establishmentCreated);
        onCreated(result.restaurantId);
      },
      onError: (error) => {
        const message = toUserMessage(error, S.createError);
        setProblem({ field: 'form', message });
        toast.error(message);
      },
    });
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  return (
    <Dialog
      title="Nouvel établissement"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
    >
      <form className="new-establishment__form" onSubmit={submit} noValidate>
        <TextField
          label="Nom"
          isRequired
          maxLength={100}
          value={values.name}
          onChange={(value) => set('name', value)}
          isInvalid={errorOf('name') !== undefined}
          errorMessage={errorOf('name')}
        />
        <div className="new-establishment__emoji">
          <span className="new-establishment__emoji-current" aria-hidden="true">
            {values.emoji}
          </span>
          <Button onPress={() => setPicking(true)}>Choisir l&apos;emoji</Button>
        </div>
        <TextField
          label="Adresse"
          maxLength={200}
          value={values.address}
          onChange={(v) => set('address', v)}
        />
        <TextField
          label="Téléphone"
          type="tel"
          maxLength={30}
          value={values.phone}
          onChange={(v) => set('phone', v)}
        />
        <TextField
          label="E-mail"
          type="email"
          maxLength={254}
          value={values.email}
          onChange={(v) => set('email', v)}
          isInvalid={errorOf('email') !== undefined}
          errorMessage={errorOf('email')}
        />
        <TextField
          label="Description"
          multiline
          rows={3}
          maxLength={1000}
          value={values.description}
          onChange={(v) => set('description', v)}
        />
        {errorOf('form') ? (
          <p role="alert" className="ui-notice ui-notice--error">
            {errorOf('form')}
          </p>
        ) : null}
        <div className="new-establishment__actions">
          <Button onPress={onClose}>Annuler</Button>
          <Button type="submit" variant="primary" isLoading={create.isPending}>
            Créer
          </Button>
        </div>
      </form>
      <EmojiPicker
        isOpen={picking}
        onPick={(emoji) => set('emoji', emoji)}
        onClose={() => setPicking(false)}
      />
    </Dialog>
  );
}
