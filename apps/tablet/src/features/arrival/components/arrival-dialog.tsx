import type { TabletArrivalAnswer } from '@app/domain';
import { formatTime, formatTimeOfTimestamp, KIOSK_PHONE_END_DIGITS } from '@app/domain';
import { Button, Dialog, TextField } from '@app/ui';
import { Check, Search } from '@app/ui/icons';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { errorText } from '../../../lib/call-errors';
import { createRequestId } from '../../../lib/request-id';
import { useCheckIn, useFindArrival, useMealFeedback } from '../api/arrival-calls';
import { ARRIVAL_TEXTS as T } from './arrival-texts';
import { MealFaces } from './meal-faces';
import { useResetCountdown } from './use-reset-countdown';
import './arrival-dialog.css';

/** The kiosk forgets the guest this long after its last answer (issue 54: « the screen resets after 20 s »). */
export const ARRIVAL_RESET_MS = 20_000;

type Step =
  | { kind: 'form' }
  | { kind: 'found'; answer: Extract<TabletArrivalAnswer, { kind: 'found' }> }
  | { kind: 'arrived'; answer: Extract<TabletArrivalAnswer, { kind: 'found' }>; rated?: boolean }
  | { kind: 'none' };

/**
 * « J'ai réservé » (issue 54): the guest's name and the last 4 digits of their phone, then their booking of the
 * moment (first name and time only) and « Je suis arrivé ». The answer stays 20 s, then the kiosk is home again.
 */
export function ArrivalDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [name, setName] = useState('');
  const [phoneEnd, setPhoneEnd] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef(createRequestId());
  const find = useFindArrival();
  const checkIn = useCheckIn();
  const feedback = useMealFeedback();
  const left = useResetCountdown(step.kind === 'form' ? Infinity : ARRIVAL_RESET_MS, step, onClose);

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    setError(null);
    find.mutate(
      { name, phoneEnd },
      {
        onSuccess: (answer) =>
          setStep(
            answer.kind === 'none'
              ? { kind: 'none' }
              : answer.arrivedAt
                ? { kind: 'arrived', answer }
                : { kind: 'found', answer },
          ),
        onError: (failure) => setError(errorText(failure, T.error)),
      },
    );
  };

  const arrive = () => {
    setError(null);
    checkIn.mutate(
      { name, phoneEnd, requestId: requestId.current },
      {
        onSuccess: (answer) =>
          setStep(answer.kind === 'found' ? { kind: 'arrived', answer } : { kind: 'none' }),
        onError: (failure) => setError(errorText(failure, T.error)),
      },
    );
  };

  // « Before they leave »: one tap, then « Merci » (a new step, so the 20 s start again from the thanks).
  const rate = (rating: number) => {
    if (step.kind !== 'arrived' || feedback.isPending) return;
    setError(null);
    feedback.mutate(
      { name, phoneEnd, rating },
      {
        onSuccess: () => setStep({ ...step, rated: true }),
        onError: (failure) => setError(errorText(failure, T.rateError)),
      },
    );
  };

  const footer = (close: () => void) => {
    if (step.kind === 'form')
      return (
        <>
          <Button size="lg" onPress={close}>
            {T.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            size="lg"
            icon={Search}
            isLoading={find.isPending}
          >
            {T.search}
          </Button>
        </>
      );
    return (
      <>
        <p className="points-countdown">{T.back(left)}</p>
        {step.kind === 'found' ? (
          <Button variant="primary" size="lg" icon={Check} isLoading={checkIn.isPending} onPress={arrive}>
            {T.arrive}
          </Button>
        ) : (
          <Button variant="primary" size="lg" onPress={close}>
            {T.close}
          </Button>
        )}
      </>
    );
  };

  return (
    <Dialog
      title={T.title}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      className="kiosk-dialog"
      footer={footer}
    >
      {step.kind === 'form' ? (
        <form id={formId} className="visit-form" onSubmit={search} noValidate>
          <p className="visit-form__lead">{T.lead}</p>
          <div className="visit-form__fields">
            <TextField
              label={T.name}
              name="name"
              autoComplete="off"
              maxLength={80}
              value={name}
              onChange={setName}
              autoFocus
            />
            <TextField
              label={T.phoneEnd}
              name="phoneEnd"
              inputMode="numeric"
              autoComplete="off"
              maxLength={KIOSK_PHONE_END_DIGITS}
              value={phoneEnd}
              onChange={(value) => setPhoneEnd(value.replace(/\D/g, ''))}
            />
          </div>
        </form>
      ) : (
        <div className="arrival-answer" role="status">
          {step.kind === 'none' ? (
            <>
              <p className="arrival-answer__main">{T.none}</p>
              <p>{T.noneHelp}</p>
            </>
          ) : step.kind === 'found' ? (
            <p className="arrival-answer__main">
              {T.found(step.answer.firstName, formatTime({ time: step.answer.time }))}
            </p>
          ) : (
            <>
              <p className="arrival-answer__main">{T.welcome(step.answer.firstName)}</p>
              {step.answer.early ? <p>{T.early}</p> : null}
              {step.answer.arrivedAt ? (
                <p>{T.alreadyArrived(formatTimeOfTimestamp({ timestamp: step.answer.arrivedAt }))}</p>
              ) : null}
            </>
          )}
        </div>
      )}
      {step.kind === 'arrived' && step.answer.canRate ? (
        <MealFaces rated={step.rated === true} isPending={feedback.isPending} onRate={rate} />
      ) : null}
      {error ? (
        <p className="tablet-notice tablet-notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
