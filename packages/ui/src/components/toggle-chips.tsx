import { Check } from 'lucide-react';
import { useId } from 'react';
import { ToggleButton } from 'react-aria-components';
import { cx } from './class-names';

export interface ToggleChipsProps {
  /** Names the group for screen readers and shows above the chips. */
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle(option: string, selected: boolean): void;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A labelled group of on/off chips (suggested tags, filters): each a native button with `aria-pressed`, toggled
 * by click, Space or Enter, its state shown by a check mark as well as by colour.
 */
export function ToggleChips({ label, options, selected, onToggle, isDisabled, className }: ToggleChipsProps) {
  const labelId = useId();
  return (
    <div className={cx('ui-chips', className)} role="group" aria-labelledby={labelId}>
      <span id={labelId} className="ui-field__label">
        {label}
      </span>
      <div className="ui-chips__list">
        {options.map((option) => (
          <ToggleButton
            key={option}
            className="ui-chip"
            isSelected={selected.includes(option)}
            isDisabled={isDisabled}
            onChange={(isSelected) => onToggle(option, isSelected)}
          >
            {({ isSelected }) => (
              <>
                {isSelected ? <Check className="ui-chip__mark" aria-hidden="true" /> : null}
                {option}
              </>
            )}
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}
