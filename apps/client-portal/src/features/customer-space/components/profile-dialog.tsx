import type { MySpaceProfile } from '@app/domain';
import {
  CUSTOMER_FIELD_MAX_LENGTHS as MAX,
  CustomerProfileInputSchema,
  MESSAGES,
  formatFrenchPhoneNumber,
} from '@app/domain';
import { CallableError } from '@app/data/functions-client';
import { Button, Dialog, TextField, useToast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { customerKeys } from '../../../session/customer-session-context';
import { spaceCallables } from '../api/space-mutations';

interface ProfileValues {
  name: string;
  phone: string;
  birthDate: string;
  postalCode: string;
}

function initialValues(profile: MySpaceProfile): ProfileValues {
  return {
    name: profile.name || `${profile.firstName} ${profile.lastName}`.trim(),
    phone: profile.phone ? formatFrenchPhoneNumber({ phone: profile.phone }) : '',
    birthDate: profile.birthDate,
    postalCode: profile.postalCode,
  };
}

const p = MESSAGES.profile;

/**
 * 'Modifier mon profil' (customer-flows §5): the spec's checks in order (e-mail, its format, name, phone), then
 * the save and a re-read of the space. The e-mail is the account's identity, shown but not editable here.
 */
export function ProfileDialog({
  profile,
  isOpen,
  onClose,
}: {
  profile: MySpaceProfile;
  isOpen: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialValues(profile));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const save = useMutation({
    mutationFn: spaceCallables.updateMyProfile,
    onSuccess: async () => {
      toast.success(p.updated);
      onClose();
      await queryClient.invalidateQueries({ queryKey: customerKeys.space });
    },
    onError: (err) =>
      toast.error(
        err instanceof CallableError && err.status === 'invalid-argument' ? err.message : p.updateError,
      ),
  });

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (problem?.field === key) setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CustomerProfileInputSchema.safeParse({ ...values, email: profile.email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? p.updateError;
      setProblem({ field: String(issue?.path[0] ?? ''), message });
      toast.error(message);
      return;
    }
    save.mutate(parsed.data);
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  return (
    <Dialog
      title="Modifier mon profil"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      layout="sheet"
    >
      <form className="space-form" onSubmit={submit} noValidate>
        <TextField
          label="Adresse e-mail"
          value={profile.email}
          isReadOnly
          description="Elle identifie votre compte ; pour en changer, contactez le restaurant."
        />
        <TextField
          label="Nom complet"
          autoComplete="name"
          isRequired
          maxLength={MAX.fullName}
          value={values.name}
          onChange={(value) => set('name', value)}
          isInvalid={errorOf('name') !== undefined}
          errorMessage={errorOf('name')}
        />
        <TextField
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          isRequired
          maxLength={MAX.phone}
          value={values.phone}
          onChange={(value) => set('phone', value)}
          isInvalid={errorOf('phone') !== undefined}
          errorMessage={errorOf('phone')}
        />
        <TextField
          label="Date de naissance (facultatif)"
          type="date"
          autoComplete="bday"
          value={values.birthDate}
          onChange={(value) => set('birthDate', value)}
          isInvalid={errorOf('birthDate') !== undefined}
          errorMessage={errorOf('birthDate')}
        />
        <TextField
          label="Code postal (facultatif)"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={MAX.postalCode}
          value={values.postalCode}
          onChange={(value) => set('postalCode', value)}
          isInvalid={errorOf('postalCode') !== undefined}
          errorMessage={errorOf('postalCode')}
        />
        <p className="space-section__lead">
          Les offres que vous recevez se choisissent restaurant par restaurant, dans « Mes données et mes
          choix ».
        </p>
        <div className="space-form__actions">
          <Button onPress={onClose}>Annuler</Button>
          <Button type="submit" variant="primary" isLoading={save.isPending}>
            Enregistrer
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
