import { LoaderCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores presses while keeping the focus; screen readers hear the busy state. */
  isLoading?: boolean;
  /** A lucide icon before the text (decorative: the text names the button). */
  icon?: LucideIcon;
  /** Full width (forms on phones). */
  isBlock?: boolean;
  className?: string;
}

/** The product's button: a native <button> with press, hover and focus-visible states from react-aria. */
export function Button({
  children,
  variant = 'secondary',
  size = 'md',
  isLoading = false,
  icon: Icon,
  isBlock = false,
  className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isLoading}
      className={cx(
        'ui-button',
        `ui-button--${variant}`,
        `ui-button--${size}`,
        isBlock && 'ui-button--block',
        className,
      )}
    >
      {isLoading ? (
        <LoaderCircle className="ui-button__icon ui-spin" aria-hidden="true" />
      ) : Icon ? (
        <Icon className="ui-button__icon" aria-hidden="true" />
      ) : null}
      <span className="ui-button__label">{children}</span>
    </AriaButton>
  );
}
