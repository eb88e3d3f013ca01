import {
  addDateException,
  describeDateException,
  exceptionDates,
  listUpcomingExceptions,
  toParisDateTime,
  type DateException,
} from '@app/domain';
import { Button, IconButton, useNow } from '@app/ui';
import { CalendarPlus, Trash } from '@app/ui/icons';
import { useState } from 'react';
import { DateExceptionForm } from './date-exception-form';

/**
 * « Fermetures et horaires exceptionnels »: the upcoming closures and special days, nearest first, each removable;
 * « Ajouter une exception » opens the form. Passed ones are neither shown nor kept.
 */
export function DateExceptionsPanel({
  exceptions,
  onChange,
}: {
  exceptions: readonly DateException[] | undefined;
  onChange(exceptions: DateException[]): void;
}) {
  const today = toParisDateTime({ at: useNow() }).date;
  const [adding, setAdding] = useState(false);
  const upcoming = listUpcomingExceptions({ exceptions, today });
  return (
    <section className="hours-exceptions" aria-labelledby="hours-exceptions-title">
      <div className="hours-exceptions__head">
        <h3 id="hours-exceptions-title">Fermetures et horaires exceptionnels</h3>
        <Button size="sm" icon={CalendarPlus} isDisabled={adding} onPress={() => setAdding(true)}>
          Ajouter une exception
        </Button>
      </div>
      {adding ? (
        <DateExceptionForm
          today={today}
          onCancel={() => setAdding(false)}
          onSubmit={(exception) => {
            const result = addDateException({ exceptions, exception, today });
            if (!result.ok) return result.message;
            onChange(result.exceptions);
            setAdding(false);
            return null;
          }}
        />
      ) : null}
      {upcoming.length === 0 ? (
        <p className="hours-day__closed">Aucune fermeture ni horaire exceptionnel à venir.</p>
      ) : (
        <ul className="hours-exceptions__list" aria-label="Exceptions à venir">
          {upcoming.map((exception) => {
            const { title, detail } = describeDateException({ exception });
            const { from } = exceptionDates(exception);
            return (
              <li
                key={`${exception.kind}-${from}`}
                className={`hours-exception hours-exception--${exception.kind}`}
              >
                <div>
                  <strong>{title}</strong>
                  {detail ? <p className="hours-exception__detail">{detail}</p> : null}
                </div>
                <IconButton
                  size="sm"
                  icon={Trash}
                  label={`Retirer : ${title}`}
                  onPress={() => onChange(upcoming.filter((e) => e !== exception))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
