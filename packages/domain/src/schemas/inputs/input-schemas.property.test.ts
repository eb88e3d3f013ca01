import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CreateOnlineReservationInputSchema } from './online-booking-inputs';
import { SubmitReviewInputSchema } from './review-inputs';
import { EditReservationFormSchema, StaffCreateReservationInputSchema } from './staff-reservation-inputs';

/** The first French message a schema answers, or undefined when the input is accepted. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const blank = fc.stringMatching(/^[ \t\n]{0,6}$/);
/** Text without '@' can never be an e-mail address. */
const notAnEmail = fc
  .string({ minLength: 1, maxLength: 30 })
  .filter((s) => s.trim() !== '' && !s.includes('@'));

const booking = {
  restaurantId: 'rest-1',
  date: '2026-12-16',
  time: '19:30',
  partySize: 2,
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@exemple.fr',
  phone: '06 12 34 56 78',
  terrace: false,
  specialRequests: '',
  requestId: '6f1c2b1e-3d4a-4b5c-8d6e-7f8091a2b3c4',
};

const staffBooking = {
  restaurantId: 'rest-1',
  customerFirstName: 'Camille',
  customerLastName: 'Durand',
  customerPhone: '0612345678',
  customerEmail: '',
  date: '2026-12-16',
  time: '19:30',
  partySize: 2,
};

const edit = {
  customerLastName: 'Durand',
  customerFirstName: 'Camille',
  customerEmail: 'camille@exemple.fr',
  customerPhone: '0612345678',
  date: '2026-12-16',
  time: '19:30',
  partySize: 4,
  specialRequests: '',
};

describe('input schemas reject what the spec calls invalid (properties)', () => {
  it('online booking: a blank first name, last name, e-mail or phone gives its own message', () => {
    fc.assert(
      fc.property(blank, fc.constantFrom('firstName', 'lastName', 'email', 'phone'), (value, field) => {
        const expected = {
          firstName: 'Le prénom est obligatoire',
          lastName: 'Le nom est obligatoire',
          email: "L'email est obligatoire",
          phone: 'Le téléphone est obligatoire',
        }[field];
        expect(firstMessage(CreateOnlineReservationInputSchema, { ...booking, [field]: value })).toBe(
          expected,
        );
      }),
    );
  });

  it("online booking: any text without @ is refused as « Format d'email invalide »", () => {
    fc.assert(
      fc.property(notAnEmail, (email) => {
        expect(firstMessage(CreateOnlineReservationInputSchema, { ...booking, email })).toBe(
          "Format d'email invalide",
        );
      }),
    );
  });

  it('online booking: a party below 1 or above 50 is refused, 1 to 50 accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 200 }), (partySize) => {
        const accepted = CreateOnlineReservationInputSchema.safeParse({ ...booking, partySize }).success;
        expect(accepted).toBe(partySize >= 1 && partySize <= 50);
      }),
    );
  });

  it('staff booking: no name at all gives the name message, no phone and no e-mail the contact message', () => {
    fc.assert(
      fc.property(blank, blank, (first, last) => {
        expect(
          firstMessage(StaffCreateReservationInputSchema, {
            ...staffBooking,
            customerFirstName: first,
            customerLastName: last,
          }),
        ).toBe('❌ Le nom du client est obligatoire');
      }),
    );
    fc.assert(
      fc.property(blank, blank, (phone, email) => {
        expect(
          firstMessage(StaffCreateReservationInputSchema, {
            ...staffBooking,
            customerPhone: phone,
            customerEmail: email,
          }),
        ).toBe('❌ Veuillez fournir au moins un téléphone ou un email');
      }),
    );
  });

  it("edit modal: an invalid e-mail is refused first (« Format d'email invalide »); a party size outside 1–200 is refused", () => {
    fc.assert(
      fc.property(notAnEmail, fc.integer({ min: -50, max: 500 }), (email, partySize) => {
        expect(firstMessage(EditReservationFormSchema, { ...edit, customerEmail: email, partySize })).toBe(
          "Format d'email invalide",
        );
        const sizeOk = EditReservationFormSchema.safeParse({ ...edit, partySize }).success;
        expect(sizeOk).toBe(partySize >= 1 && partySize <= 200);
      }),
    );
  });

  it('review: any rating but a whole 1 to 5 is « Veuillez sélectionner une note »; 1 to 5 pass', () => {
    const review = { restaurantId: 'r', reservationId: 'x', comment: 'Très bon repas' };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -20, max: 20 }),
          fc.double({ min: -10, max: 10, noNaN: true }),
          fc.constantFrom(null, undefined, '', '5', Number.NaN),
        ),
        (rating) => {
          const valid = typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5;
          expect(firstMessage(SubmitReviewInputSchema, { ...review, rating })).toBe(
            valid ? undefined : 'Veuillez sélectionner une note',
          );
        },
      ),
    );
  });

  it('review: a comment shorter than 5 characters once trimmed is refused with the spec message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), blank, blank, (core, before, after) => {
        const comment = `${before}${core.trim()}${after}`;
        expect(
          firstMessage(SubmitReviewInputSchema, {
            restaurantId: 'r',
            reservationId: 'x',
            rating: 5,
            comment,
          }),
        ).toBe('Commentaire trop court (minimum 5 caractères)');
      }),
    );
  });
});
