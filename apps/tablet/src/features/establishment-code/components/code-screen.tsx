import type { TabletEstablishment } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { Button, TextField } from '@app/ui';
import { ArrowRight } from '@app/ui/icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorText } from '../../../lib/call-errors';
import { useCheckCode } from '../api/check-code';
import { CODE_MAX_LENGTH, readCode, typedCode } from '../hooks/code-input';
import './code-screen.css';

export interface CodeScreenProps {
  /** The code of the URL, when it was refused (shown with its error). */
  initialCode?: string;
  initialError?: string | null;
  /** Why the code is asked again (e.g. the tablet was unpaired). */
  notice?: string | null;
  onChecked: (establishment: TabletEstablishment) => void;
}

/** The establishment code screen (customer-flows §2): the code designates the restaurant to pair with. */
export function CodeScreen({
  initialCode = '',
  initialError = null,
  notice = null,
  onChecked,
}: CodeScreenProps) {
  const [value, setValue] = useState(() => typedCode(initialCode));
  const [error, setError] = useState<string | null>(initialError);
  const check = useCheckCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCode(value);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    setError(null);
    check.mutate(read.code, {
      onSuccess: (establishment) => onChecked(establishment),
      onError: (failure) => setError(errorText(failure, MESSAGES.tablet.unknownCode)),
    });
  };

  return (
    <main className="page tablet-page code-screen">
      <form className="code-screen__form" onSubmit={submit} noValidate>
        <h1>Code établissement</h1>
        <p className="code-screen__lead">
          Saisissez le code de votre établissement pour ouvrir l'espace fidélité.
        </p>
        {notice ? (
          <p className="tablet-notice tablet-notice--warning" role="alert">
            {notice}
          </p>
        ) : null}
        <TextField
          label="Code établissement"
          name="establishmentCode"
          value={value}
          onChange={(next) => {
            setValue(typedCode(next));
            if (error) setError(null);
          }}
          maxLength={CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck="false"
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
          className="code-screen__field"
          autoFocus
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          icon={ArrowRight}
          isBlock
          isLoading={check.isPending}
        >
          Accéder au site
        </Button>
      </form>
    </main>
  );
}
