import type { Entity } from '@app/data';
import type { RestaurantCustomer } from '@app/domain';
import { CUSTOMER_PROFILE_TEXTS as T, MESSAGES } from '@app/domain';
import { Button, Dialog, TextField, useToast } from '@app/ui';
import { useState } from 'react';
import { useDebouncedSearch } from '../../../hooks/use-debounced-search';
import { customerContact, customerDisplayName } from '../../../lib/customer-format';
import { toUserMessage } from '../../../lib/error-message';
import { useMergeCandidates } from '../api/use-merge-candidates';
import { useMergeCustomers } from '../api/use-customer-mutations';
import { MergePreviewPanel } from './merge-preview-panel';

/**
 * The record that stays: the one with an e-mail (it signs the customer in), the open profile when both or
 * neither have one.
 */
function keptAndDuplicate(current: RestaurantCustomer, other: RestaurantCustomer) {
  const keepOther = !current.email && Boolean(other.email);
  return keepOther
    ? { keptId: other.customerId, duplicateId: current.customerId }
    : { keptId: current.customerId, duplicateId: other.customerId };
}

/**
 * « Fusionner un doublon » (issue: duplicates are merged by staff from the profile, with a preview): search the
 * restaurant's file for the other record, see what the merge does (`previewCustomerMerge`), then confirm.
 */
export function MergeDialog({
  view,
  restaurantId,
  isOpen,
  onClose,
  onMerged,
}: {
  view: RestaurantCustomer;
  restaurantId: string;
  isOpen: boolean;
  onClose(): void;
  /** Called with the kept record's id. */
  onMerged(customerId: string): void;
}) {
  const [other, setOther] = useState<Entity<RestaurantCustomer> | null>(null);
  return (
    <Dialog
      title={T.mergeTitle}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      size="lg"
      layout="sheet"
    >
      {other ? (
        <MergeConfirm
          openId={view.customerId}
          restaurantId={restaurantId}
          pair={keptAndDuplicate(view, other)}
          onBack={() => setOther(null)}
          onMerged={onMerged}
        />
      ) : (
        <MergeSearch view={view} restaurantId={restaurantId} onChoose={setOther} onClose={onClose} />
      )}
    </Dialog>
  );
}

function MergeSearch({
  view,
  restaurantId,
  onChoose,
  onClose,
}: {
  view: RestaurantCustomer;
  restaurantId: string;
  onChoose(other: Entity<RestaurantCustomer>): void;
  onClose(): void;
}) {
  const [text, setText] = useState('');
  const search = useDebouncedSearch(text);
  const candidates = useMergeCandidates({ restaurantId, search });
  const found = (candidates.data?.items ?? []).filter((c) => c.customerId !== view.customerId);
  return (
    <div className="profile-merge">
      <p>{T.mergeIntro}</p>
      <TextField
        label={T.mergeSearch}
        type="search"
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={setText}
        description="Nom, téléphone ou e-mail, 2 caractères au moins"
      />
      {search && candidates.isError ? (
        <p role="alert" className="ui-notice ui-notice--error">
          {MESSAGES.customerFile.loadError}
        </p>
      ) : null}
      {search && candidates.isSuccess && found.length === 0 ? (
        <p className="profile-merge__none">{T.mergeNoMatch}</p>
      ) : null}
      {found.length > 0 ? (
        <ul className="profile-merge__list" aria-label="Fiches trouvées">
          {found.map((candidate) => (
            <li key={candidate.id} className="profile-merge__candidate">
              <span className="profile-merge__who">
                <strong>{customerDisplayName(candidate)}</strong>
                <span>{customerContact(candidate)}</span>
              </span>
              <Button size="sm" onPress={() => onChoose(candidate)}>
                {T.mergeChoose}
                <span className="sr-only"> {customerDisplayName(candidate)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="profile-form__actions">
        <Button onPress={onClose}>{T.cancel}</Button>
      </div>
    </div>
  );
}

function MergeConfirm({
  openId,
  restaurantId,
  pair,
  onBack,
  onMerged,
}: {
  openId: string;
  restaurantId: string;
  pair: { keptId: string; duplicateId: string };
  onBack(): void;
  onMerged(customerId: string): void;
}) {
  const toast = useToast();
  const merge = useMergeCustomers(openId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = { restaurantId, ...pair };
  const confirm = () =>
    merge.mutate(request, {
      onSuccess: (result) => {
        toast.success(MESSAGES.customerFile.merged);
        onMerged(result.customerId);
      },
      onError: (error) => {
        const shown = toUserMessage(error, MESSAGES.customerFile.mergeError);
        setRefusal(shown);
        toast.error(shown);
      },
    });
  return (
    <div className="profile-merge">
      <MergePreviewPanel request={request} />
      {refusal ? (
        <p role="alert" className="ui-notice ui-notice--error">
          {refusal}
        </p>
      ) : null}
      <div className="profile-form__actions">
        <Button onPress={onBack}>{T.mergeBackToSearch}</Button>
        <Button variant="primary" isLoading={merge.isPending} onPress={confirm}>
          {T.mergeConfirm}
        </Button>
      </div>
    </div>
  );
}
