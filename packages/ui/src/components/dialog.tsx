import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from './class-names';
import { IconButton } from './icon-button';

export { DialogTrigger } from 'react-aria-components';

type Close = () => void;

export interface DialogProps {
  title: ReactNode;
  children: ReactNode | ((close: Close) => ReactNode);
  /** Buttons kept visible under the scrolling body; receives `close`. */
  footer?: (close: Close) => ReactNode;
  /** Controlled use; inside a DialogTrigger the trigger opens and closes it. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Closes on a click outside (Escape always closes unless `isKeyboardDismissDisabled`). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** 'alertdialog' for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
  size?: 'md' | 'lg';
  className?: string;
  /** Where the dialog sits: centred (dialog) or full screen on phones and at the side on wide screens (sheet). */
  layout?: 'dialog' | 'sheet';
}

/**
 * A modal dialog: labelled by its title, focus kept inside and given back to the opener, Escape closes it,
 * the page behind is inert. Put it after a Button inside a DialogTrigger, or control it with isOpen.
 */
export function Dialog({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  role = 'dialog',
  closeLabel = 'Fermer',
  size = 'md',
  className,
  layout = 'dialog',
}: DialogProps) {
  const controlled = isOpen === undefined ? {} : { isOpen };
  return (
    <ModalOverlay
      {...controlled}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={cx('ui-overlay', `ui-overlay--${layout}`)}
    >
      <Modal className={cx(layout === 'sheet' ? 'ui-sheet' : 'ui-modal', `ui-modal--${size}`, className)}>
        <AriaDialog role={role} className="ui-dialog">
          {({ close }) => (
            <>
              <header className="ui-dialog__header">
                <Heading slot="title" className="ui-dialog__title">
                  {title}
                </Heading>
                <IconButton label={closeLabel} icon={X} onPress={close} />
              </header>
              <div className="ui-dialog__body">
                {typeof children === 'function' ? children(close) : children}
              </div>
              {footer ? <footer className="ui-dialog__footer">{footer(close)}</footer> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
