import type { TabletEstablishment, TabletPairing } from '@app/domain';
import { CUSTOMER_FIELD_MAX_LENGTHS as MAX } from '@app/domain';
import { Button, TextField, VenueMark } from '@app/ui';
import { ArrowLeft, KeyRound } from '@app/ui/icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { usePairTablet } from '../api/use-pair-tablet';
import { pairingErrorText } from '../hooks/pairing-errors';
import { DEFAULT_DEVICE_NAME, readPairingForm, TABLET_NAME_MAX_LENGTH } from '../hooks/pairing-form';
import type { PairingField, PairingValues } from '../hooks/pairing-form';
import './pairing-screen.css';

export interface PairingScreenProps {
  establishment: TabletEstablishment;
  onPaired: (pairing: TabletPairing) => void;
  onChangeEstablishment: () => void;
}

/**
 * « Associer cette tablette »: a staff member of the restaurant signs in once so that the device gets its own
 * credential (ARCHITECTURE §8). Their session is not kept on the tablet.
 */
export function PairingScreen({ establishment, onPaired, onChangeEstablishment }: PairingScreenProps) {
  const [values, setValues] = useState<PairingValues>({
    email: '',
    password: '',
    deviceName: DEFAULT_DEVICE_NAME,
  });
  const [invalid, setInvalid] = useState<{ field: PairingField; message: string } | null>(null);
  const pair = usePairTablet();

  const set = (field: PairingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };
  const errorOf = (field: PairingField) => (invalid?.field === field ? invalid.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readPairingForm(values);
    if (!read.ok) {
      setInvalid({ field: read.field, message: read.message });
      return;
    }
    setInvalid(null);
    pair.mutate(
      { restaurantId: establishment.restaurantId, ...read.values },
      { onSuccess: (pairing) => onPaired(pairing) },
    );
  };

  return (
    <main className="page tablet-page pairing-screen">
      <form className="pairing-screen__form" onSubmit={submit} noValidate>
        <h1>Associer cette tablette</h1>
        <div className="pairing-screen__venue">
          <VenueMark venue={{ name: establishment.restaurantName }} size="md" />
          <span className="pairing-screen__name">{establishment.restaurantName}</span>
        </div>
        <p className="pairing-screen__lead">
          Un membre de l'équipe doit se connecter une fois pour associer cette tablette à l'établissement.
        </p>
        {pair.isError ? (
          <p className="tablet-notice tablet-notice--error" role="alert">
            {pairingErrorText(pair.error)}
          </p>
        ) : null}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          maxLength={MAX.email}
          value={values.email}
          onChange={(value) => set('email', value)}
          isInvalid={errorOf('email') !== undefined}
          errorMessage={errorOf('email')}
        />
        <TextField
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={MAX.password}
          value={values.password}
          onChange={(value) => set('password', value)}
          isInvalid={errorOf('password') !== undefined}
          errorMessage={errorOf('password')}
        />
        <TextField
          label="Nom de la tablette"
          name="deviceName"
          autoComplete="off"
          maxLength={TABLET_NAME_MAX_LENGTH}
          value={values.deviceName}
          onChange={(value) => set('deviceName', value)}
          isInvalid={errorOf('deviceName') !== undefined}
          errorMessage={errorOf('deviceName')}
          description="Il permet à l'équipe de la reconnaître dans la liste des tablettes."
        />
        <Button type="submit" variant="primary" size="lg" icon={KeyRound} isBlock isLoading={pair.isPending}>
          Associer la tablette
        </Button>
        <Button
          variant="ghost"
          icon={ArrowLeft}
          isBlock
          onPress={onChangeEstablishment}
          isDisabled={pair.isPending}
        >
          Changer d'établissement
        </Button>
      </form>
    </main>
  );
}
