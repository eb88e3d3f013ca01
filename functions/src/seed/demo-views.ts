import {
  CONSENT_TEXTS,
  restaurantCustomerId,
  type ConsentChannel,
  type ConsentMethod,
  type ConsentProof,
} from '@app/domain';
import { projectCustomerView } from '../lib/customer-views';
import type { DemoCustomer } from './demo-customers';
import type { DemoPerson } from './demo-people';
import type { DemoReservation } from './demo-reservations';

/** One venue's view of a demo diner (`restaurantCustomers`), as the callables keep it. */
export type DemoView = Record<string, unknown> & { id: string };

/** How a demo diner gave their consent at their home venue: in turn its tablet, the customer space, its staff. */
const METHODS: readonly ConsentMethod[] = ['tablet', 'form', 'staff'];

function proofText(method: ConsentMethod, channel: 'email' | 'sms', venueName: string): string {
  if (method === 'tablet') return CONSENT_TEXTS.tabletMarketing(venueName);
  if (method === 'staff') return channel === 'email' ? CONSENT_TEXTS.staffEmail : CONSENT_TEXTS.staffSms;
  return channel === 'email' ? CONSENT_TEXTS.spaceEmail(venueName) : CONSENT_TEXTS.spaceSms(venueName);
}

/**
 * Each venue's view of each demo diner (ARCHITECTURE §9): the contact their bookings there gave, that venue's
 * figures, and consents given at their home venue only, each with its proof (the tablet, the customer space or the
 * staff, on the day the venue first knew them). A venue visited now and then got no consent: the demo customer is
 * subscribed at Au Bureau, not at Le Petit Zinc. Deterministic: dates come from the reservations.
 */
export function buildDemoViews(input: {
  people: readonly DemoPerson[];
  customers: readonly DemoCustomer[];
  reservations: readonly DemoReservation[];
  venueNames: ReadonlyMap<string, string>;
}): DemoView[] {
  const views: DemoView[] = [];
  input.people.forEach((person, index) => {
    const customer = input.customers.find((c) => c.id === person.email);
    if (!customer) return;
    for (const restaurantId of customer.restaurantIds) {
      const firstSeenAt =
        input.reservations
          .filter((r) => r.restaurantId === restaurantId && r.customerEmail === person.email)
          .map((r) => r.createdAt)
          .sort()[0] ?? customer.createdAt;
      const venueName = input.venueNames.get(restaurantId) ?? '';
      const method = METHODS[index % METHODS.length] ?? 'form';
      const decide = (channel: 'email' | 'sms'): ConsentProof => ({
        granted: true,
        at: firstSeenAt,
        method,
        text: proofText(method, channel, venueName),
      });
      const home = restaurantId === person.homeRestaurantId;
      const consents: Partial<Record<ConsentChannel, ConsentProof>> = {
        ...(home && person.emailMarketingConsent ? { email: decide('email') } : {}),
        ...(home && person.smsMarketingConsent ? { sms: decide('sms') } : {}),
      };
      const view = projectCustomerView(
        customer.id,
        customer,
        {
          restaurantId,
          existing: null,
          given: {
            name: customer.name,
            firstName: customer.firstName,
            lastName: customer.lastName,
            email: customer.email,
            phone: customer.phone,
            // Only the home venue was given the optional fields (its loyalty form).
            ...(home ? { birthDate: customer.birthDate ?? '', postalCode: customer.postalCode ?? '' } : {}),
          },
          consents,
        },
        firstSeenAt,
      );
      views.push({ ...view, id: restaurantCustomerId({ restaurantId, customerId: customer.id }) });
    }
  });
  return views;
}
