import type { MyReservation } from '@app/domain';
import { CallableError } from '@app/data/functions-client';
import { useCatalogs, useTranslator } from '@app/i18n/react';
import { Button, Dialog, Select, Stepper, useToast } from '@app/ui';
import { Pencil } from '@app/ui/icons';
import { useId, useState } from 'react';
import { useChangeAvailability, useChangeMyReservation } from '../api/use-change-reservation';

/**
 * « Modifier la réservation » (issue 48): a new date, time (the day's free times, live) and party size, then
 * « Confirmer la modification ». The server decides with the venue's rules: at a venue that confirms by hand the
 * booking goes back to « En attente de confirmation »; the answer says which.
 */
export function ChangeReservation({ reservation: r }: { reservation: MyReservation }) {
  const ready = useCatalogs(['space']);
  const { t } = useTranslator();
  const toast = useToast();
  const dateId = useId();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(r.date);
  const [time, setTime] = useState(r.time);
  const [partySize, setPartySize] = useState(r.partySize);
  const availability = useChangeAvailability(r.restaurantId, date, partySize);
  const change = useChangeMyReservation(r.id);
  // The booking's own slot stays offered: its covers are its own (the server leaves them out of the check).
  const slots = (availability.data?.slots ?? []).filter(
    (s) => s.available || (date === r.date && s.time === r.time),
  );
  const options = slots.map((s) => ({ id: s.time, label: s.time }));
  const timeOffered = options.some((o) => o.id === time);
  const unchanged = date === r.date && time === r.time && partySize === r.partySize;
  const submit = () =>
    change.mutate(
      { date, time, partySize },
      {
        onSuccess: (answer) => {
          setOpen(false);
          toast.success(answer.message);
        },
        onError: (err) =>
          toast.error(
            err instanceof CallableError && err.status !== 'internal' && err.status !== 'unavailable'
              ? err.message
              : t('space.changeError'),
          ),
      },
    );
  // The words come from the space's catalogue, loaded with the button.
  if (!ready) return null;
  return (
    <>
      <Button variant="secondary" icon={Pencil} isBlock onPress={() => setOpen(true)}>
        {t('space.changeOpen')}
      </Button>
      <Dialog
        title={t('space.changeOpen')}
        isOpen={open}
        onOpenChange={setOpen}
        footer={(close) => (
          <>
            <Button onPress={close} isDisabled={change.isPending}>
              {t('space.changeCancel')}
            </Button>
            <Button
              variant="primary"
              onPress={submit}
              isLoading={change.isPending}
              isDisabled={unchanged || !timeOffered}
            >
              {t('space.changeSubmit')}
            </Button>
          </>
        )}
      >
        <div className="change-form">
          <div className="field">
            <label htmlFor={dateId} className="field__label">
              {t('space.changeDate')}
            </label>
            <input
              id={dateId}
              className="ui-input"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </div>
          <Stepper
            label={t('space.changeParty')}
            value={partySize}
            minValue={1}
            maxValue={availability.data?.maxPartySize || 50}
            onChange={(n) => setPartySize(Number.isFinite(n) ? n : 1)}
            decrementLabel={t('space.changeLess')}
            incrementLabel={t('space.changeMore')}
          />
          {availability.isPending ? (
            <p className="muted">{t('space.changeLoading')}</p>
          ) : availability.isError ? (
            <p role="alert">{t('space.changeLoadError')}</p>
          ) : options.length === 0 ? (
            <p role="status">{t('space.changeNoTime')}</p>
          ) : (
            <Select
              label={t('space.changeTime')}
              options={options}
              selectedKey={timeOffered ? time : null}
              onSelectionChange={(key) => setTime(String(key))}
            />
          )}
          <p className="detail-section__hint">{t('space.changeHint')}</p>
        </div>
      </Dialog>
    </>
  );
}
