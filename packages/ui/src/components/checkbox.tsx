import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { cx } from './class-names';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  className?: string;
}

/** A native checkbox (visually replaced) with its label; Space toggles it. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx('ui-checkbox', className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="ui-checkbox__box" aria-hidden="true">
            {isIndeterminate ? (
              <Minus className="ui-checkbox__mark" />
            ) : isSelected ? (
              <Check className="ui-checkbox__mark" />
            ) : null}
          </span>
          <span className="ui-checkbox__label">{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
