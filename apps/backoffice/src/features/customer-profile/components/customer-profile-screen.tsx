import type { RestaurantCustomer } from '@app/domain';
import { CUSTOMER_PROFILE_TEXTS as T, computeLoyaltyLevel } from '@app/domain';
import { Button, Tabs } from '@app/ui';
import { Merge, Pencil, Trash } from '@app/ui/icons';
import { useState } from 'react';
import { useLoyaltyLevels } from '../../../hooks/use-loyalty-levels';
import { customerDisplayName } from '../../../lib/customer-format';
import type { RestaurantChoice } from '../../../session/session-types';
import { useCustomerVenues } from '../api/use-customer-venues';
import '../customer-profile.css';
import { DeleteCustomerDialog } from './delete-customer-dialog';
import { EditProfileDialog } from './edit-profile-dialog';
import { ExportData } from './export-data';
import { HistoryTab } from './history-tab';
import { InfoTab } from './info-tab';
import { MergeDialog } from './merge-dialog';
import { ProfileHero } from './profile-hero';
import { StatsTab } from './stats-tab';

type TabId = 'info' | 'history' | 'stats';
type Open = 'edit' | 'delete' | 'merge' | null;

export interface CustomerProfileScreenProps {
  view: RestaurantCustomer;
  restaurant: RestaurantChoice;
  /** Every restaurant of the staff member (for « Restaurants visités »). */
  restaurants: readonly RestaurantChoice[];
  isMaster: boolean;
  /** master_admin or the venue's admin_full: they answer a customer's request for their data. */
  canExport: boolean;
  /** After a save, a merge (with the id that stays) or a deletion (null). */
  onChanged(customerId: string | null): void;
}

/**
 * The customer profile of one restaurant (administration §2): hero, tabs Informations / Historique /
 * Statistiques (default « Informations »), edit, merge and RGPD deletion. A customer other venues know is edited
 * here (name, phone, consents, notes) but their e-mail, deletion and merge are master_admin's.
 */
export function CustomerProfileScreen({
  view,
  restaurant,
  restaurants,
  isMaster,
  canExport,
  onChanged,
}: CustomerProfileScreenProps) {
  const [tab, setTab] = useState<TabId>('info');
  const [open, setOpen] = useState<Open>(null);
  const levels = useLoyaltyLevels(restaurant.id);
  const level = levels ? computeLoyaltyLevel({ points: view.points, levels }) : null;
  const knownElsewhere = view.restaurantCount > 1;
  const venues = useCustomerVenues({
    customerId: view.customerId,
    restaurants,
    enabled: knownElsewhere,
  });
  const masterOnly = knownElsewhere && !isMaster;
  const name = customerDisplayName(view);

  return (
    <div className="profile">
      <div className="profile__bar">
        <p className="profile__kicker">{T.kicker}</p>
        <Button variant="secondary" size="sm" icon={Pencil} onPress={() => setOpen('edit')}>
          {T.edit}
        </Button>
      </div>
      <ProfileHero view={view} level={level} />
      <Tabs
        label={T.tabsLabel}
        className="profile__tabs"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as TabId)}
        items={[
          {
            id: 'info',
            label: T.tabs.info,
            content: (
              <InfoTab view={view} level={level} venues={knownElsewhere ? (venues.data ?? null) : null} />
            ),
          },
          {
            id: 'history',
            label: T.tabs.history,
            content:
              tab === 'history' ? (
                <HistoryTab restaurantId={restaurant.id} customerId={view.customerId} />
              ) : null,
          },
          { id: 'stats', label: T.tabs.stats, content: <StatsTab view={view} /> },
        ]}
      />
      <section className="profile__actions" aria-label={T.actions}>
        {masterOnly ? <p className="ui-notice profile__note">{T.masterOnly}</p> : null}
        {canExport ? <ExportData customerId={view.customerId} restaurantId={restaurant.id} /> : null}
        <Button icon={Merge} onPress={() => setOpen('merge')}>
          {T.merge}
        </Button>
        <Button variant="danger" icon={Trash} isDisabled={masterOnly} onPress={() => setOpen('delete')}>
          {T.delete}
        </Button>
      </section>

      {open === 'edit' ? (
        <EditProfileDialog
          view={view}
          restaurantId={restaurant.id}
          emailLocked={masterOnly}
          isOpen
          onClose={() => setOpen(null)}
          onSaved={(id) => {
            setOpen(null);
            onChanged(id);
          }}
        />
      ) : null}
      {open === 'delete' ? (
        <DeleteCustomerDialog
          customerId={view.customerId}
          name={name}
          isOpen
          onClose={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null);
            onChanged(null);
          }}
        />
      ) : null}
      {open === 'merge' ? (
        <MergeDialog
          view={view}
          restaurantId={restaurant.id}
          isOpen
          onClose={() => setOpen(null)}
          onMerged={(id) => {
            setOpen(null);
            onChanged(id);
          }}
        />
      ) : null}
    </div>
  );
}
