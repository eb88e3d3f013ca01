import {
  InviteUserInputSchema,
  ROLE_DESCRIPTIONS,
  SETTINGS_MESSAGES as S,
  UpdateUserInputSchema,
  type StaffRole,
} from '@app/domain';
import { Button, Dialog, Select, TextField } from '@app/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { RestaurantChoice } from '../../../session/session-types';
import { RestaurantCheckboxes } from './restaurant-checkboxes';
import { ROLE_OPTIONS } from './role-options';

export interface UserFormValues {
  name: string;
  email: string;
  role: StaffRole;
  restaurantIds: string[];
}

/**
 * The invite form and the edit form (administration §5): name and e-mail required, the e-mail's format, one
 * restaurant at least ('Vous devez sélectionner au moins un restaurant' to invite, 'Au moins un restaurant doit
 * être sélectionné' to edit). `onSubmit` rejects with the French message to show.
 */
export function UserFormDialog({
  mode,
  initial,
  restaurants,
  busy,
  onSubmit,
  onClose,
}: {
  mode: 'invite' | 'edit';
  initial: UserFormValues;
  restaurants: readonly RestaurantChoice[];
  busy: boolean;
  onSubmit(values: UserFormValues): Promise<void>;
  onClose(): void;
}) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed =
      mode === 'invite'
        ? InviteUserInputSchema.safeParse(values)
        : UpdateUserInputSchema.safeParse({ ...values, userId: 'x' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({ field: String(issue?.path[0] ?? 'name'), message: issue?.message ?? S.editError });
      return;
    }
    try {
      await onSubmit(values);
    } catch (error) {
      setProblem({ field: 'form', message: error instanceof Error ? error.message : S.editError });
    }
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const nameOrEmail = errorOf('name') ?? errorOf('email');

  return (
    <Dialog
      title={mode === 'invite' ? 'Inviter un utilisateur' : "Modifier l'utilisateur"}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
    >
      <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Nom"
          isRequired
          maxLength={100}
          value={values.name}
          onChange={(v) => set('name', v)}
          isInvalid={errorOf('name') !== undefined}
        />
        <TextField
          label="E-mail"
          type="email"
          isRequired
          maxLength={254}
          value={values.email}
          onChange={(v) => set('email', v)}
          isInvalid={errorOf('email') !== undefined}
        />
        {nameOrEmail ? (
          <p role="alert" className="ui-notice ui-notice--error">
            {nameOrEmail}
          </p>
        ) : null}
        <Select
          label="Rôle"
          options={ROLE_OPTIONS}
          selectedKey={values.role}
          description={ROLE_DESCRIPTIONS[values.role]}
          onSelectionChange={(key) => set('role', key as StaffRole)}
        />
        <RestaurantCheckboxes
          restaurants={restaurants}
          selected={values.restaurantIds}
          onChange={(ids) => set('restaurantIds', ids)}
          error={errorOf('restaurantIds')}
        />
        {errorOf('form') ? (
          <p role="alert" className="ui-notice ui-notice--error">
            {errorOf('form')}
          </p>
        ) : null}
        <div className="settings-form__actions">
          <Button onPress={onClose}>Annuler</Button>
          <Button type="submit" variant="primary" isLoading={busy}>
            {mode === 'invite' ? "Envoyer l'invitation" : 'Enregistrer'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
