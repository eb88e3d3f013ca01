import { DuplicateDayFormSchema, WEEKDAYS, type Weekday } from '@app/domain';
import { Button, Checkbox, Dialog } from '@app/ui';
import { useState } from 'react';
import { WEEKDAY_LABELS } from './weekday-labels';

/** « Copier le {jour} vers… »: the other days to receive a copy; one at least ('Sélectionnez au moins un jour'). */
export function DuplicateDayDialog({
  from,
  onConfirm,
  onClose,
}: {
  from: Weekday;
  onConfirm(targets: Weekday[]): void;
  onClose(): void;
}) {
  const [targets, setTargets] = useState<Weekday[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const checked = DuplicateDayFormSchema.safeParse({ targets });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? '');
    onConfirm(targets);
  };
  return (
    <Dialog
      title={`Copier le ${WEEKDAY_LABELS[from].toLowerCase()} vers…`}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="establishment-duplicate">
        {WEEKDAYS.filter((day) => day !== from).map((day) => (
          <Checkbox
            key={day}
            isSelected={targets.includes(day)}
            onChange={(on) => {
              setTargets((current) => (on ? [...current, day] : current.filter((d) => d !== day)));
              setProblem(null);
            }}
          >
            {WEEKDAY_LABELS[day]}
          </Checkbox>
        ))}
        {problem ? (
          <p role="alert" className="ui-notice ui-notice--error">
            {problem}
          </p>
        ) : null}
        <div className="establishment-actions">
          <Button onPress={onClose}>Annuler</Button>
          <Button variant="primary" onPress={confirm}>
            Copier
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
