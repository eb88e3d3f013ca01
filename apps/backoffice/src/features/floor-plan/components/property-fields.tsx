import {
  ELEMENT_INTEGER_BOUNDS,
  checkTableNumber,
  parseElementInteger,
  TABLE_NUMBER_MAX_LENGTH,
} from '@app/domain';
import type { ElementIntegerField, Room } from '@app/domain';
import { TextField } from '@app/ui';
import { useState } from 'react';

/**
 * The text typed in a field whose value is kept elsewhere: it follows the value when that changes from
 * outside (undo, another element) and keeps what the user types, even while it is not a valid value yet.
 */
function useDraft(value: string) {
  const [draft, setDraft] = useState({ text: value, from: value });
  let text = draft.text;
  if (draft.from !== value) {
    text = value;
    setDraft({ text, from: value });
  }
  return [text, (next: string) => setDraft({ text: next, from: value })] as const;
}

/**
 * Capacity, width or height: a whole number within its bounds (administration §2). A valid number is applied
 * as it is typed; anything else is shown as an error and forgotten when the field is left.
 */
export function IntegerField({
  field,
  label,
  value,
  onCommit,
}: {
  field: ElementIntegerField;
  label: string;
  value: number;
  onCommit(value: number): void;
}) {
  const [text, setText] = useDraft(String(value));
  const parsed = parseElementInteger({ field, text });
  const { min, max } = ELEMENT_INTEGER_BOUNDS[field];
  return (
    <TextField
      label={label}
      value={text}
      inputMode="numeric"
      isInvalid={parsed === null}
      errorMessage={`Nombre entier de ${min} à ${max}`}
      onChange={(next) => {
        setText(next);
        const n = parseElementInteger({ field, text: next });
        if (n !== null && n !== value) onCommit(n);
      }}
      onBlur={() => setText(String(value))}
    />
  );
}

const NUMBER_ERRORS = {
  empty: 'Le numéro de table est obligatoire',
  taken: 'Ce numéro est déjà celui d’une autre table',
} as const;

/** The table's number: free text ('2.1'), never empty, never another table's (reservations name tables). */
export function TableNumberField({
  tableId,
  value,
  rooms,
  onCommit,
}: {
  tableId: string;
  value: string;
  rooms: readonly Room[];
  onCommit(value: string): void;
}) {
  const [text, setText] = useDraft(value);
  const check = checkTableNumber({ number: text, tableId, rooms });
  return (
    <TextField
      label="Numéro de table"
      description="Texte libre, par exemple 2.1"
      value={text}
      maxLength={TABLE_NUMBER_MAX_LENGTH}
      isInvalid={!check.ok}
      errorMessage={check.ok ? undefined : NUMBER_ERRORS[check.problem]}
      onChange={(next) => {
        setText(next);
        const result = checkTableNumber({ number: next, tableId, rooms });
        if (result.ok && result.number !== value) onCommit(result.number);
      }}
      onBlur={() => setText(value)}
    />
  );
}
