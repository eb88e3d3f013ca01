import {
  DATE_EXCEPTION_MESSAGES,
  expandRangesIntoSlots,
  type DateException,
  type ServiceRange,
} from '@app/domain';
import { Button, IconButton, RadioGroup, TextField } from '@app/ui';
import { Plus, Trash } from '@app/ui/icons';
import { useState } from 'react';
import { ServiceRangeFields } from './service-range-fields';

const FIRST_SERVICE: ServiceRange = {
  start: '19:00',
  end: '22:00',
  intervalMinutes: 15,
  capacity: 30,
  enabled: true,
};

/**
 * « Ajouter une fermeture ou des horaires spéciaux »: a closure (from, to, reason) or special hours (a date, its
 * services, a reason). The parent adds it to the list (past dates, duplicates and the limit are refused there).
 */
export function DateExceptionForm({
  today,
  onSubmit,
  onCancel,
}: {
  today: string;
  /** The refusal's French message, or null once added. */
  onSubmit(exception: DateException): string | null;
  onCancel(): void;
}) {
  const [kind, setKind] = useState<DateException['kind']>('closed');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [reason, setReason] = useState('');
  const [ranges, setRanges] = useState<ServiceRange[]>([FIRST_SERVICE]);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (kind === 'closed') return setProblem(onSubmit({ kind, from, to, reason }));
    const expanded = expandRangesIntoSlots({ ranges });
    if (!expanded.ok) return setProblem(expanded.message);
    if (expanded.timeSlots.length === 0) return setProblem(DATE_EXCEPTION_MESSAGES.noSlot);
    return setProblem(onSubmit({ kind, date: from, reason, timeSlots: expanded.timeSlots }));
  };
  return (
    <form
      className="hours-exception-form"
      aria-label="Nouvelle exception"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <RadioGroup
        label="Type"
        orientation="horizontal"
        value={kind}
        onChange={(value) => {
          setKind(value as DateException['kind']);
          setProblem(null);
        }}
        options={[
          { value: 'closed', label: 'Fermeture' },
          { value: 'special', label: 'Horaires spéciaux' },
        ]}
      />
      <div className="hours-exception-form__dates">
        <div className="hours-range-fields__field">
          <label htmlFor="hours-exception-from">{kind === 'closed' ? 'Du' : 'Date'}</label>
          <input
            id="hours-exception-from"
            className="ui-input"
            type="date"
            required
            min={today}
            value={from}
            onChange={(event) => {
              setFrom(event.target.value);
              if (to < event.target.value) setTo(event.target.value);
              setProblem(null);
            }}
          />
        </div>
        {kind === 'closed' ? (
          <div className="hours-range-fields__field">
            <label htmlFor="hours-exception-to">Au (inclus)</label>
            <input
              id="hours-exception-to"
              className="ui-input"
              type="date"
              required
              min={from}
              value={to}
              onChange={(event) => {
                setTo(event.target.value);
                setProblem(null);
              }}
            />
          </div>
        ) : null}
        <TextField
          label="Motif"
          description="Visible par l’équipe seulement"
          maxLength={80}
          value={reason}
          onChange={setReason}
        />
      </div>
      {kind === 'special' ? (
        <ul className="hours-exception-form__services" aria-label="Services de ce jour">
          {ranges.map((range, index) => (
            <li key={index} className="hours-exception-form__service">
              <ServiceRangeFields
                value={range}
                context={`(service ${index + 1})`}
                onChange={(next) => {
                  setRanges(ranges.map((r, i) => (i === index ? next : r)));
                  setProblem(null);
                }}
              />
              {ranges.length > 1 ? (
                <IconButton
                  size="sm"
                  icon={Trash}
                  label={`Retirer le service ${index + 1}`}
                  onPress={() => setRanges(ranges.filter((_, i) => i !== index))}
                />
              ) : null}
            </li>
          ))}
          <li>
            <Button
              size="sm"
              icon={Plus}
              onPress={() => setRanges([...ranges, { ...FIRST_SERVICE, start: '12:00', end: '14:00' }])}
            >
              Ajouter un service <span className="sr-only">ce jour-là</span>
            </Button>
          </li>
        </ul>
      ) : null}
      {problem ? (
        <p role="alert" className="ui-notice ui-notice--error">
          {problem}
        </p>
      ) : null}
      <div className="establishment-actions">
        <Button size="sm" variant="primary" type="submit">
          Ajouter l’exception
        </Button>
        <Button size="sm" onPress={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
