import {
  CUSTOMER_PROFILE_TEXTS as T,
  formatDateTime,
  isDinerWithdrawal,
  type ConsentProof,
} from '@app/domain';
import { Checkbox } from '@app/ui';
import { useId, type ReactNode } from 'react';

/**
 * One consent box of the profile form. When the diner withdrew the consent themself (their space, a mail's
 * unsubscribe link), only they can give it back (issue 49): the box is locked, and says why and since when.
 */
export function ConsentBox({
  proof,
  isSelected,
  onChange,
  children,
}: {
  proof: ConsentProof | undefined;
  isSelected: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}) {
  const hintId = useId();
  const locked = !isSelected && isDinerWithdrawal({ proof });
  return (
    <div className="profile-form__consent">
      <Checkbox
        isSelected={isSelected}
        isDisabled={locked}
        onChange={onChange}
        {...(locked ? { 'aria-describedby': hintId } : {})}
      >
        {children}
      </Checkbox>
      {locked && proof ? (
        <p id={hintId} className="profile-form__consent-lock">
          {T.consentLocked(formatDateTime({ timestamp: proof.at }), T.consentMethods[proof.method])}
        </p>
      ) : null}
    </div>
  );
}
