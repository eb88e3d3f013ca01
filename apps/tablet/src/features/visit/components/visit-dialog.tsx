import type { TabletVisitResult } from '@app/domain';
import { CUSTOMER_FIELD_MAX_LENGTHS as MAX, MESSAGES } from '@app/domain';
import { Button, Dialog, TextField } from '@app/ui';
import { Check } from '@app/ui/icons';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCustomerLookup } from '../api/use-customer-lookup';
import { lookupContact, normalizeContact } from '../hooks/contact';
import type { Contact } from '../hooks/contact';
import { lookupView, saveButton } from '../hooks/lookup-view';
import { useVisitSubmission } from '../hooks/use-visit-submission';
import { LookupPanel } from './lookup-panel';
import './visit-dialog.css';

/** The live lookup waits this long after the last keystroke. */
export const LOOKUP_DEBOUNCE_MS = 300;

export interface VisitDialogProps {
  onClose: () => void;
  /** The visit counted: the points modal follows. */
  onDone: (result: TabletVisitResult) => void;
  /** « Créer un compte VIP » from the not-found panel, with what was typed. */
  onCreateAccount: (contact: Contact) => void;
  /** True while a visit waits for the network (the kiosk then does not reset itself). */
  onWaitingChange?: (waiting: boolean) => void;
}

/**
 * « Déclarer ma visite » (J'AI MON COMPTE): phone or e-mail, a live lookup, then Save. Without network the visit
 * is kept and sent again with the same request id until it is counted.
 */
export function VisitDialog({ onClose, onDone, onCreateAccount, onWaitingChange }: VisitDialogProps) {
  const formId = useId();
  const [typed, setTyped] = useState<Contact>({ phone: '', email: '' });
  const looked = lookupContact(useDebouncedValue(typed, LOOKUP_DEBOUNCE_MS));
  const lookup = useCustomerLookup(looked);
  const view = lookupView({ typed, looked, query: lookup });
  // A refusal is said once, in the dialog (announced: the page behind a dialog, toasts included, is hidden from
  // assistive tools), never again as a toast; typing again clears it.
  const [refusal, setRefusal] = useState<string | null>(null);
  const submission = useVisitSubmission({ onSuccess: onDone, onRefused: setRefusal });
  const save = saveButton(view, submission.busy);

  const { waitingForNetwork } = submission;
  useEffect(() => {
    onWaitingChange?.(waitingForNetwork);
  }, [waitingForNetwork, onWaitingChange]);
  useEffect(() => () => onWaitingChange?.(false), [onWaitingChange]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (save.disabled || view.kind !== 'found') return;
    const contact = lookupContact(typed);
    if (contact) submission.submit(contact);
  };

  return (
    <Dialog
      title="Déclarer ma visite"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      className="kiosk-dialog"
      footer={(close) => (
        <>
          <Button size="lg" onPress={close}>
            Annuler
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            size="lg"
            icon={Check}
            isDisabled={save.disabled}
            isLoading={submission.busy}
          >
            {save.label}
          </Button>
        </>
      )}
    >
      <form id={formId} className="visit-form" onSubmit={submit} noValidate>
        <p className="visit-form__lead">Saisissez votre téléphone ou votre email.</p>
        <div className="visit-form__fields">
          <TextField
            label="Téléphone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={MAX.phone}
            value={typed.phone}
            onChange={(phone) => {
              setRefusal(null);
              setTyped((current) => ({ ...current, phone }));
            }}
            isDisabled={submission.busy}
            autoFocus
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={MAX.email}
            value={typed.email}
            onChange={(email) => {
              setRefusal(null);
              setTyped((current) => ({ ...current, email }));
            }}
            isDisabled={submission.busy}
          />
        </div>
        <div className="visit-lookup" aria-live="polite">
          <LookupPanel view={view} onCreateAccount={() => onCreateAccount(normalizeContact(typed))} />
        </div>
        {refusal ? (
          <p className="tablet-notice tablet-notice--error" role="alert">
            {refusal}
          </p>
        ) : null}
        {waitingForNetwork ? (
          <p className="tablet-notice tablet-notice--warning" role="status">
            {MESSAGES.tablet.offline}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
