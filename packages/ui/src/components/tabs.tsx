import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import type { Key, TabsProps as AriaTabsProps } from 'react-aria-components';
import { cx } from './class-names';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'children'> {
  /** Names the tab list for screen readers (e.g. 'Statut des réservations'). */
  label: string;
  items: TabItem[];
  onSelectionChange?: (id: Key) => void;
  className?: string;
}

/** Tabs with roving focus: Left/Right (Home/End) move between tabs, Tab goes into the panel. */
export function Tabs({ label, items, className, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={cx('ui-tabs', className)}>
      <TabList aria-label={label} className="ui-tabs__list">
        {items.map((item) => (
          <Tab key={item.id} id={item.id} isDisabled={item.isDisabled} className="ui-tabs__tab">
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="ui-tabs__panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
