import type { ServiceRange } from '@app/domain';
import { Button } from '@app/ui';
import { useState } from 'react';
import { ServiceRangeFields } from './service-range-fields';

/**
 * Adds or edits one service of a day: its fields, « Valider » (also Enter) and « Annuler » (also Escape). The
 * parent says whether the result fits the day (overlap, end before start) and the refusal stays under the form.
 */
export function ServiceRangeForm({
  initial,
  context,
  title,
  onSubmit,
  onCancel,
}: {
  initial: ServiceRange;
  context: string;
  title: string;
  /** The refusal's French message, or null when the day took the range. */
  onSubmit(range: ServiceRange): string | null;
  onCancel(): void;
}) {
  const [range, setRange] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="hours-range-form"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(onSubmit(range));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <ServiceRangeFields
        value={range}
        context={context}
        onChange={(next) => {
          setRange(next);
          setProblem(null);
        }}
      />
      {problem ? (
        <p role="alert" className="ui-notice ui-notice--error">
          {problem}
        </p>
      ) : null}
      <div className="establishment-actions">
        <Button size="sm" variant="primary" type="submit">
          Valider <span className="sr-only">{context}</span>
        </Button>
        <Button size="sm" onPress={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
