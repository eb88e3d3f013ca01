import { EllipsisVertical } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { Button } from './button';
import type { ButtonVariant } from './button';
import { cx } from './class-names';
import { IconButton } from './icon-button';

export interface MenuAction {
  id: string;
  label: string;
  icon?: LucideIcon;
  /** Shown in the error colour (delete, cancel a booking). */
  isDanger?: boolean;
  isDisabled?: boolean;
}

export interface MenuProps {
  /** The trigger's text, or its accessible name when `iconOnly`. */
  label: string;
  items: MenuAction[];
  onAction: (id: string) => void;
  /** An icon button (⋮ by default) instead of a text button. */
  iconOnly?: boolean;
  icon?: LucideIcon;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A button that opens a popover menu: Enter, Space or ArrowDown opens it on the first item, arrows move,
 * Escape closes it and gives the focus back to the button.
 */
export function Menu({
  label,
  items,
  onAction,
  iconOnly = false,
  icon,
  variant = 'secondary',
  className,
}: MenuProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <MenuTrigger>
      {iconOnly ? (
        <IconButton label={label} icon={icon ?? EllipsisVertical} variant={variant} className={className} />
      ) : (
        <Button variant={variant} icon={icon} className={className}>
          {label}
        </Button>
      )}
      <Popover className="ui-popover" placement="bottom end">
        <AriaMenu
          className="ui-menu"
          items={items}
          disabledKeys={disabledKeys}
          onAction={(key: Key) => onAction(String(key))}
        >
          {(item) => {
            const Icon = item.icon;
            return (
              <MenuItem
                id={item.id}
                textValue={item.label}
                className={cx('ui-menu__item', item.isDanger && 'ui-menu__item--danger')}
              >
                {Icon ? <Icon className="ui-menu__icon" aria-hidden="true" /> : null}
                <span>{item.label}</span>
              </MenuItem>
            );
          }}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
