import type { CalendarDate } from '@internationalized/date';
import { Calendar as CalendarIcon, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import type { DatePickerProps as AriaDatePickerProps } from 'react-aria-components';
import { cx } from './class-names';
import { FieldHelp, FieldLabel } from './field-parts';
import type { ErrorMessage } from './field-parts';

export interface DatePickerProps extends Omit<
  AriaDatePickerProps<CalendarDate>,
  'className' | 'style' | 'children' | 'firstDayOfWeek'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ErrorMessage;
  /** Name of the button that opens the calendar. */
  calendarLabel?: string;
  className?: string;
}

/**
 * A French date field (jj/mm/aaaa segments typed or changed with arrows) with a calendar popover whose weeks
 * start on Monday. Values are CalendarDate (no time zone): a booking date is a day in the restaurant's calendar.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  calendarLabel = 'Ouvrir le calendrier',
  className,
  ...props
}: DatePickerProps) {
  return (
    <I18nProvider locale="fr-FR">
      <AriaDatePicker {...props} firstDayOfWeek="mon" className={cx('ui-field', className)}>
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className="ui-input ui-date-picker__group">
          <DateInput className="ui-date-picker__input">
            {(segment) => <DateSegment segment={segment} className="ui-date-picker__segment" />}
          </DateInput>
          <AriaButton className="ui-date-picker__button" aria-label={calendarLabel}>
            <CalendarIcon aria-hidden="true" />
          </AriaButton>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className="ui-popover">
          <Dialog className="ui-calendar-dialog">
            <Calendar className="ui-calendar" firstDayOfWeek="mon">
              <header className="ui-calendar__header">
                <AriaButton
                  slot="previous"
                  className="ui-icon-button ui-button--ghost"
                  aria-label="Mois précédent"
                >
                  <ChevronLeft aria-hidden="true" />
                </AriaButton>
                <Heading className="ui-calendar__title" />
                <AriaButton slot="next" className="ui-icon-button ui-button--ghost" aria-label="Mois suivant">
                  <ChevronRight aria-hidden="true" />
                </AriaButton>
              </header>
              <CalendarGrid className="ui-calendar__grid">
                {(date) => <CalendarCell date={date} className="ui-calendar__cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
