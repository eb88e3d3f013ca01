import { CUSTOMER_FILE_TEXTS, type CustomerFilter } from '@app/domain';
import { Tabs } from '@app/ui';
import { Search } from '@app/ui/icons';
import { useState } from 'react';
import { useDebouncedSearch } from '../../../hooks/use-debounced-search';
import type { RestaurantChoice } from '../../../session/session-types';
import { useCustomerFile } from '../api/use-customer-file';
import { useLoyaltyLevels } from '../../../hooks/use-loyalty-levels';
import '../customer-file.css';
import { CustomerList } from './customer-list';

const TABS: CustomerFilter[] = ['all', 'vip', 'new'];

/**
 * « Fichier Client » of the selected restaurant (administration §2, §5): tabs Tous / VIP / Nouveaux, a search
 * over the whole file from 2 characters (name in either order, e-mail, phone), 20 cards a page. Reads go through
 * react-query over the restaurant's views of its customers (`customers.listTabPage`).
 */
export function CustomerFileScreen({ restaurant }: { restaurant: RestaurantChoice }) {
  const [tab, setTab] = useState<CustomerFilter>('all');
  const [text, setText] = useState('');
  const search = useDebouncedSearch(text);
  const list = useCustomerFile({ restaurantId: restaurant.id, tab, search });
  const levels = useLoyaltyLevels(restaurant.id);
  const customers = list.data?.pages.flatMap((page) => page.items) ?? [];

  const content = (
    <CustomerList
      customers={customers}
      levels={levels}
      loading={list.isPending || list.isPlaceholderData}
      failed={list.isError && list.data === undefined}
      laterFailure={list.isError && list.data !== undefined}
      searching={search !== ''}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
    />
  );

  return (
    <div className="customer-file">
      <div className="customer-file__search" role="search">
        <label htmlFor="customer-file-search" className="sr-only">
          {CUSTOMER_FILE_TEXTS.searchPlaceholder}
        </label>
        <Search className="customer-file__search-icon" aria-hidden="true" />
        <input
          id="customer-file-search"
          className="ui-input customer-file__search-input"
          type="search"
          placeholder={CUSTOMER_FILE_TEXTS.searchPlaceholder}
          autoComplete="off"
          maxLength={100}
          aria-describedby="customer-file-search-hint"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p id="customer-file-search-hint" className="customer-file__search-hint">
        {CUSTOMER_FILE_TEXTS.searchHint}
      </p>
      <Tabs
        label={CUSTOMER_FILE_TEXTS.tabsLabel}
        className="customer-file__tabs"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as CustomerFilter)}
        items={TABS.map((id) => ({
          id,
          label: CUSTOMER_FILE_TEXTS.tabs[id],
          content: id === tab ? content : null,
        }))}
      />
    </div>
  );
}
