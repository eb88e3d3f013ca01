import type { LucideIcon } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from './button';
import { cx } from './class-names';

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'
> {
  /** The accessible name (and tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** A square button showing only an icon, always named by `label`. 44px touch target from size md up. */
export function IconButton({
  label,
  icon: Icon,
  variant = 'ghost',
  size = 'md',
  className,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={cx('ui-icon-button', `ui-button--${variant}`, `ui-icon-button--${size}`, className)}
    >
      <Icon className="ui-icon-button__icon" aria-hidden="true" />
    </AriaButton>
  );
}
