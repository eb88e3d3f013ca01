import type { StaffRole } from '@app/domain';
import { Button, Tabs } from '@app/ui';
import { ArrowLeft } from '@app/ui/icons';
import { useState, type ReactNode } from 'react';
import type { RestaurantChoice } from '../../../session/session-types';
import '../settings.css';
import { EstablishmentsTab } from './establishments-tab';
import { LoyaltyTab } from './loyalty-tab';

export type SettingsTab = 'establishments' | 'users' | 'loyalty' | 'campaigns' | 'integrations';

const LABELS: Record<SettingsTab, string> = {
  establishments: 'Établissements',
  users: 'Utilisateurs & Rôles',
  loyalty: 'Fidélité',
  campaigns: 'Campagnes',
  integrations: 'Intégrations',
};

/**
 * The tabs a role sees (administration §2, §6): all four for master_admin, Fidélité and Campagnes otherwise, and
 * « Intégrations » (API keys, webhooks: issue 52) for both, last.
 */
export function settingsTabsFor(role: StaffRole): SettingsTab[] {
  return role === 'master_admin'
    ? ['establishments', 'users', 'loyalty', 'campaigns', 'integrations']
    : ['loyalty', 'campaigns', 'integrations'];
}

export interface SettingsScreenProps {
  role: StaffRole;
  restaurant: RestaurantChoice | null;
  /** What each tab shows, by tab; a tab missing here is not offered. */
  panels?: Partial<Record<SettingsTab, ReactNode>>;
  onBack(): void;
  onConfigure(restaurantId: string): void;
  onRestaurantsChanged(selectId?: string): void;
}

/**
 * « Paramètres » (administration §2): the tabs of the role, Établissements first for master_admin, Fidélité
 * otherwise; the loyalty and campaign tabs act on the restaurant selected in the menu.
 */
export function SettingsScreen({
  role,
  restaurant,
  panels = {},
  onBack,
  onConfigure,
  onRestaurantsChanged,
}: SettingsScreenProps) {
  const content: Partial<Record<SettingsTab, ReactNode>> = {
    establishments: <EstablishmentsTab onConfigure={onConfigure} onChanged={onRestaurantsChanged} />,
    loyalty: restaurant ? <LoyaltyTab restaurant={restaurant} /> : <p>Aucun restaurant configuré</p>,
    ...panels,
  };
  const tabs = settingsTabsFor(role).filter((tab) => content[tab] !== undefined);
  const [tab, setTab] = useState<SettingsTab>(tabs[0] ?? 'loyalty');
  return (
    <div className="settings">
      <Button variant="ghost" size="sm" icon={ArrowLeft} onPress={onBack} className="settings__back">
        Retour
      </Button>
      <h1>Paramètres</h1>
      <Tabs
        label="Rubriques des paramètres"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as SettingsTab)}
        items={tabs.map((id) => ({ id, label: LABELS[id], content: id === tab ? content[id] : null }))}
      />
    </div>
  );
}
