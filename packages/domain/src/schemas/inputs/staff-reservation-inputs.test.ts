import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstErrorMessage, listFieldErrors } from './form-checks';
import {
  EditReservationFormSchema,
  OverlayEditReservationFormSchema,
  STAFF_CREATE_RESERVATION_CHECKS,
  StaffCreateReservationFieldsSchema,
  StaffCreateReservationInputSchema,
  UpdateReservationInputSchema,
} from './staff-reservation-inputs';

const msg = (schema: z.ZodType, input: unknown) => firstErrorMessage(schema.safeParse(input));

const create = {
  restaurantId: 'r1',
  customerFirstName: 'Jean',
  customerLastName: 'Dupont',
  customerPhone: '0601020304',
  customerEmail: '',
  date: '2026-11-22',
  time: '19:30',
};

describe('StaffCreateReservationInputSchema', () => {
  it('accepts a valid form with defaults', () => {
    const parsed = StaffCreateReservationInputSchema.parse({ ...create, customerEmail: ' Jean@Mail.FR ' });
    expect(parsed).toMatchObject({
      partySize: 2,
      terrace: false,
      customerEmail: 'jean@mail.fr',
      tableId: '',
    });
  });

  it('reports the spec messages in the form order', () => {
    const s = StaffCreateReservationInputSchema;
    expect(msg(s, { ...create, customerFirstName: ' ', customerLastName: '' })).toBe(
      '❌ Le nom du client est obligatoire',
    );
    expect(msg(s, { ...create, customerPhone: '', customerEmail: '' })).toBe(
      '❌ Veuillez fournir au moins un téléphone ou un email',
    );
    expect(msg(s, { ...create, time: '' })).toBe("❌ L'heure de réservation est obligatoire");
    expect(msg(s, { ...create, date: '' })).toBe('❌ La date de réservation est obligatoire');
    expect(msg(s, { ...create, restaurantId: '' })).toBe('❌ Aucun restaurant sélectionné');
    // Several faults: the first of the form's order wins.
    expect(
      msg(s, { ...create, customerLastName: '', customerFirstName: '', time: '', restaurantId: '' }),
    ).toBe('❌ Le nom du client est obligatoire');
  });

  it('requires the surname: a first name alone is refused on the « Nom » field', () => {
    const result = StaffCreateReservationInputSchema.safeParse({ ...create, customerLastName: '  ' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: '❌ Le nom du client est obligatoire', path: ['customerLastName'] }),
    ]);
  });

  it('bounds every text with a French message', () => {
    const s = StaffCreateReservationInputSchema;
    expect(msg(s, { ...create, customerLastName: 'x'.repeat(101) })).toBe(
      'Ce champ ne peut pas dépasser 100 caractères',
    );
    expect(msg(s, { ...create, customerPhone: '0'.repeat(41) })).toBe(
      'Ce champ ne peut pas dépasser 40 caractères',
    );
    expect(msg(s, { ...create, specialRequests: 'a'.repeat(1001) })).toBe(
      'Ce champ ne peut pas dépasser 1000 caractères',
    );
    expect(msg(s, { ...create, customerEmail: `${'a'.repeat(250)}@b.fr` })).toBe(
      'Ce champ ne peut pas dépasser 254 caractères',
    );
    expect(s.safeParse({ ...create, customerLastName: 'x'.repeat(100) }).success).toBe(true);
  });

  it('lists every faulty field for the form, in the spec order', () => {
    const fields = StaffCreateReservationFieldsSchema.parse({
      ...create,
      customerLastName: '',
      customerPhone: '',
      time: '',
    });
    expect(listFieldErrors(STAFF_CREATE_RESERVATION_CHECKS, fields)).toEqual([
      { path: 'customerLastName', message: '❌ Le nom du client est obligatoire' },
      { path: 'customerPhone', message: '❌ Veuillez fournir au moins un téléphone ou un email' },
      { path: 'time', message: "❌ L'heure de réservation est obligatoire" },
    ]);
  });

  it('stores a given phone as E.164 and refuses one that is not a number', () => {
    const s = StaffCreateReservationInputSchema;
    expect(s.parse({ ...create, customerPhone: '06 01 02 03 04' }).customerPhone).toBe('+33601020304');
    expect(s.parse({ ...create, customerPhone: '', customerEmail: 'a@b.fr' }).customerPhone).toBe('');
    expect(msg(s, { ...create, customerPhone: '12' })).toBe('Numéro de téléphone invalide');
    expect(msg(s, { ...create, customerPhone: '12', customerEmail: 'a@b.fr' })).toBe(
      'Numéro de téléphone invalide',
    );
  });

  it('accepts a last name alone and e-mail without phone', () => {
    expect(
      StaffCreateReservationInputSchema.safeParse({
        ...create,
        customerFirstName: '',
        customerPhone: '',
        customerEmail: 'a@b.fr',
      }).success,
    ).toBe(true);
  });

  it('checks formats and party size', () => {
    const s = StaffCreateReservationInputSchema;
    expect(msg(s, { ...create, customerEmail: 'pas-un-email' })).toBe("Format d'email invalide");
    expect(msg(s, { ...create, time: '25:00' })).toBe('Date ou heure invalide');
    expect(msg(s, { ...create, date: '2026-02-30' })).toBe('Date ou heure invalide');
    expect(msg(s, { ...create, partySize: 0 })).toBe("Le nombre de personnes doit être d'au moins 1");
    expect(StaffCreateReservationInputSchema.safeParse({ ...create, partySize: 500 }).success).toBe(true);
  });
});

const edit = {
  customerLastName: 'Dupont',
  customerFirstName: 'Jean',
  customerEmail: '',
  customerPhone: '0601020304',
  date: '2026-11-22',
  time: '12:00',
  partySize: 4,
};

describe('EditReservationFormSchema', () => {
  it('accepts an empty e-mail and party sizes 1 to 200', () => {
    expect(EditReservationFormSchema.safeParse(edit).success).toBe(true);
    expect(EditReservationFormSchema.safeParse({ ...edit, partySize: 200 }).success).toBe(true);
  });

  it('gives the spec messages', () => {
    const s = EditReservationFormSchema;
    expect(msg(s, { ...edit, customerEmail: 'a b@c.fr' })).toBe("Format d'email invalide");
    expect(msg(s, { ...edit, customerEmail: 'a@b' })).toBe("Format d'email invalide");
    expect(msg(s, { ...edit, partySize: 0 })).toBe('Le nombre de personnes doit être compris entre 1 et 200');
    expect(msg(s, { ...edit, partySize: 201 })).toBe(
      'Le nombre de personnes doit être compris entre 1 et 200',
    );
    expect(msg(s, { ...edit, customerLastName: '' })).toBe('Le nom est obligatoire');
    expect(msg(s, { ...edit, customerFirstName: '' })).toBe('Le prénom est obligatoire');
    expect(msg(s, { ...edit, customerPhone: '' })).toBe('Le téléphone est obligatoire');
    expect(msg(s, { ...edit, date: '' })).toBe('❌ La date de réservation est obligatoire');
    expect(msg(s, { ...edit, time: '' })).toBe("❌ L'heure de réservation est obligatoire");
  });

  it('lets the overlay save with only a party size of at least 1', () => {
    expect(OverlayEditReservationFormSchema.safeParse({ partySize: 1 }).success).toBe(true);
    expect(msg(OverlayEditReservationFormSchema, { partySize: 0 })).toBe(
      "Le nombre de personnes doit être d'au moins 1",
    );
  });
});

describe('UpdateReservationInputSchema', () => {
  it('checks only the fields sent', () => {
    const parsed = UpdateReservationInputSchema.parse({
      reservationId: 'r1',
      changes: { partySize: 3, customerEmail: 'A@B.fr' },
    });
    expect(parsed).toEqual({
      reservationId: 'r1',
      changes: { partySize: 3, customerEmail: 'a@b.fr' },
      syncCustomer: false,
    });
    const s = UpdateReservationInputSchema;
    expect(msg(s, { reservationId: 'r1', changes: { partySize: 201 } })).toBe(
      'Le nombre de personnes doit être compris entre 1 et 200',
    );
    expect(msg(s, { reservationId: 'r1', changes: { customerEmail: 'x' } })).toBe("Format d'email invalide");
    expect(msg(s, { reservationId: '', changes: {} })).toBe('Réservation non trouvée');
    expect(msg(s, { reservationId: 'r1', changes: { date: '2026-13-01' } })).toBe('Date ou heure invalide');
  });
});
