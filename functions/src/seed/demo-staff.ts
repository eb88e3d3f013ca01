import type { StaffRole } from '@app/domain';

/** Password of every demo account (staff and the demo customer); shown in the README and by the start script. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoStaffMember {
  name: string;
  email: string;
  role: StaffRole;
  restaurantIds: string[];
}

/** One staff account per role (README "Demo logins"). */
export const DEMO_STAFF: readonly DemoStaffMember[] = [
  {
    name: 'Sophie Lambert',
    email: 'master@resto-demo.fr',
    role: 'master_admin',
    restaurantIds: ['rest-bureau', 'rest-lezinc', 'rest-duport', 'rest-halles'],
  },
  {
    name: 'Marc Dupont',
    email: 'direction@resto-demo.fr',
    role: 'admin_full',
    restaurantIds: ['rest-bureau', 'rest-lezinc'],
  },
  {
    name: 'Julie Moreau',
    email: 'accueil@resto-demo.fr',
    role: 'admin',
    restaurantIds: ['rest-bureau'],
  },
];

/** The demo customer who can sign in to the customer space with a password (or an e-mailed code). */
export const DEMO_CUSTOMER_EMAIL = 'camille.martin@exemple.fr';
/**
 * A diner who comes rarely (La Table du Port, once at Au Bureau), with a password like the demo customer: her
 * space's latest reservations reach her archived ones, at two venues.
 */
export const DEMO_OCCASIONAL_EMAIL = 'eloise.morin@exemple.fr';
/** The diners who sign in to the customer space with the demo password. */
export const DEMO_CUSTOMERS_WITH_PASSWORD = [DEMO_CUSTOMER_EMAIL, DEMO_OCCASIONAL_EMAIL] as const;

/** What the start script prints and the README lists. */
export const DEMO_LOGINS = {
  staff: DEMO_STAFF.map(({ email, role, restaurantIds }) => ({
    email,
    password: DEMO_PASSWORD,
    role,
    restaurantIds,
  })),
  customer: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD },
  tabletCodes: {
    'Au Bureau': 'BUREAU',
    'Le Petit Zinc': 'LEZINC',
    'La Table du Port': 'DUPORT',
    'Le Comptoir des Halles': 'HALLES',
  },
} as const;
