import type { LoyaltyLevelInfo, RestaurantCustomer } from '@app/domain';
import { CUSTOMER_PROFILE_TEXTS as T, buildPhoneHref, formatDateTime, formatPhoneNumber } from '@app/domain';
import { Badge, TierMark, VenueMark } from '@app/ui';
import { Mail, Phone } from '@app/ui/icons';
import { GuestFileCard } from '../../../components/guest-file/guest-file-card';
import { customerDisplayName, formatCustomerPoints } from '../../../lib/customer-format';
import type { CustomerVenue } from '../api/use-customer-venues';
import { formatFrenchDate } from '../profile-format';

/** Each consent flag and the channel of its proof. */
const CONSENTS = [
  ['emailMarketingConsent', 'email'],
  ['smsMarketingConsent', 'sms'],
  ['rgpdConsent', 'rgpd'],
] as const;

/**
 * « Informations » (administration §2): call and mail tiles (a greyed tile when there is no e-mail or phone),
 * the customer's details, the venue's guest file (allergies, note, tags, labels), its marketing consents, the staff member's restaurants that
 * know the customer when more than one does, and the loyalty card with its progress.
 */
export function InfoTab({
  view,
  level,
  venues,
}: {
  view: RestaurantCustomer;
  level: LoyaltyLevelInfo | null;
  /** The account's restaurants that know the customer; null while loading or when known in one only. */
  venues: CustomerVenue[] | null;
}) {
  const shownVenues = venues ?? [];
  const others = Math.max(0, view.restaurantCount - shownVenues.length);
  return (
    <div className="profile-info">
      <div className="profile-info__actions">
        {view.phone ? (
          <a className="profile-tile" href={buildPhoneHref({ phone: view.phone })}>
            <Phone aria-hidden="true" /> {T.call}
          </a>
        ) : (
          <span className="profile-tile profile-tile--off" aria-disabled="true">
            <Phone aria-hidden="true" /> {T.noPhone}
          </span>
        )}
        {view.email ? (
          <a className="profile-tile" href={`mailto:${view.email}`}>
            <Mail aria-hidden="true" /> {T.mail}
          </a>
        ) : (
          <span className="profile-tile profile-tile--off" aria-disabled="true">
            <Mail aria-hidden="true" /> {T.noEmail}
          </span>
        )}
      </div>

      <section className="profile-card" aria-labelledby="profile-info-title">
        <h2 id="profile-info-title" className="profile-card__title">
          {T.infoTitle}
        </h2>
        <dl className="profile-facts">
          <Fact label={T.fields.name} value={customerDisplayName(view)} />
          <Fact label={T.fields.email} value={view.email} />
          <Fact label={T.fields.phone} value={view.phone ? formatPhoneNumber({ phone: view.phone }) : ''} />
          <Fact label={T.fields.birthDate} value={view.birthDate ? formatFrenchDate(view.birthDate) : ''} />
          <Fact label={T.fields.postalCode} value={view.postalCode} />
          <Fact
            label={T.fields.firstSeen}
            value={view.firstSeenAt ? formatFrenchDate(view.firstSeenAt) : ''}
          />
        </dl>
      </section>

      <GuestFileCard
        restaurantId={view.restaurantId}
        customerId={view.customerId}
        view={view}
        className="profile-card"
        titleClassName="profile-card__title"
      />

      <section className="profile-card" aria-labelledby="profile-consents-title">
        <h2 id="profile-consents-title" className="profile-card__title">
          {T.consentsTitle}
        </h2>
        <ul className="profile-consents">
          {CONSENTS.map(([key, channel]) => {
            const proof = view.consentProofs[channel];
            return (
              <li key={key} className="profile-consents__item">
                <span className="profile-consents__label">
                  {T.consents[key]}
                  <span className="profile-consents__proof">
                    {proof
                      ? T.consentProof(
                          proof.granted,
                          formatDateTime({ timestamp: proof.at }),
                          T.consentMethods[proof.method],
                        )
                      : T.consentNeverAsked}
                  </span>
                </span>
                <Badge tone={view[key] ? 'success' : 'neutral'}>
                  {view[key] ? T.consentGiven : T.consentRefused}
                </Badge>
              </li>
            );
          })}
        </ul>
      </section>

      {view.restaurantCount > 1 ? (
        <section className="profile-card" aria-labelledby="profile-venues-title">
          <h2 id="profile-venues-title" className="profile-card__title">
            {T.venuesTitle}
          </h2>
          <ul className="profile-venues">
            {shownVenues.map(({ restaurant, view: there }) => (
              <li key={restaurant.id} className="profile-venues__item">
                <span>
                  <VenueMark venue={restaurant} /> {restaurant.name}
                </span>
                <span className="profile-venues__points">{formatCustomerPoints(there.points)} pts</span>
              </li>
            ))}
          </ul>
          {others > 0 ? <p className="profile-venues__others">{T.otherVenues(others)}</p> : null}
        </section>
      ) : null}

      <section className="profile-card" aria-labelledby="profile-loyalty-title">
        <h2 id="profile-loyalty-title" className="profile-card__title">
          {T.loyaltyTitle}
        </h2>
        {level ? (
          <>
            <p className="profile-loyalty__points">
              <Badge tone="accent">
                <TierMark tier={level.key} /> {level.name}
              </Badge>{' '}
              <strong>{formatCustomerPoints(view.points)}</strong> points
            </p>
            <div
              className="profile-loyalty__bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={level.progressPercent}
              aria-label={level.next ? `Progression vers le niveau ${level.next.name}` : 'Niveau maximum'}
            >
              <span style={{ width: `${level.progressPercent}%` }} />
            </div>
            <p className="profile-loyalty__text">{level.progressText}</p>
          </>
        ) : (
          <p className="profile-loyalty__text">{formatCustomerPoints(view.points)} points</p>
        )}
      </section>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="profile-facts__row">
      <dt>{label}</dt>
      <dd className={value ? undefined : 'profile-facts__none'}>{value || T.notProvided}</dd>
    </div>
  );
}
