import { CUSTOMER_PROFILE_TEXTS as T, MESSAGES, formatPhoneNumber, type MergeSide } from '@app/domain';
import { Skeleton } from '@app/ui';
import { formatCustomerPoints } from '../../../lib/customer-format';
import { toUserMessage } from '../../../lib/error-message';
import { useMergePreview } from '../api/use-merge-preview';

/** What the merge will do, from the server (`previewCustomerMerge`): both records, the result, what moves. */
export function MergePreviewPanel({
  request,
}: {
  request: { restaurantId: string; keptId: string; duplicateId: string };
}) {
  const preview = useMergePreview(request);
  if (preview.isPending) return <Skeleton shape="rect" height="180px" label="Préparation de l'aperçu" />;
  if (preview.isError) {
    return (
      <p role="alert" className="ui-notice ui-notice--error">
        {toUserMessage(preview.error, MESSAGES.customerFile.mergeError)}
      </p>
    );
  }
  const { kept, duplicate, result, moves, removesSignIn } = preview.data;
  return (
    <section className="profile-merge__preview" aria-labelledby="merge-preview-title">
      <h3 id="merge-preview-title">{T.mergePreviewTitle}</h3>
      <div className="profile-merge__sides">
        <Side title={T.mergeKept} side={kept} />
        <Side title={T.mergeRemoved} side={duplicate} />
      </div>
      <h4>{T.mergeResult}</h4>
      <dl className="profile-merge__result">
        <div>
          <dt>{T.counters.points}</dt>
          <dd>{formatCustomerPoints(result.points)}</dd>
        </div>
        <div>
          <dt>{T.stats.reservations}</dt>
          <dd>{result.totalReservations}</dd>
        </div>
        <div>
          <dt>{T.stats.visits}</dt>
          <dd>{result.visits}</dd>
        </div>
      </dl>
      <p>{T.mergeMoves(moves.reservations, moves.vouchers, moves.reviews)}</p>
      {removesSignIn ? <p className="ui-notice ui-notice--warning">{T.mergeSignIn}</p> : null}
    </section>
  );
}

function Side({ title, side }: { title: string; side: MergeSide }) {
  return (
    <div className="profile-merge__side">
      <p className="profile-merge__side-title">{title}</p>
      <p>
        <strong>{side.name || 'Client'}</strong>
      </p>
      <p>{side.email || T.noEmail}</p>
      <p>{side.phone ? formatPhoneNumber({ phone: side.phone }) : T.noPhone}</p>
      <p>
        {formatCustomerPoints(side.points)} points · {side.totalReservations} réservation(s)
      </p>
    </div>
  );
}
