import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { sendCampaignInputSchemaFor } from './campaign-inputs';
import { AssignTablesInputSchema } from './reservation-operation-inputs';
import { DuplicateDayFormSchema, NewTimeSlotFormSchema, SaveFloorPlanInputSchema } from './settings-inputs';
import {
  AcceptInvitationInputSchema,
  CreateRestaurantInputSchema,
  InviteUserInputSchema,
  StaffLoginFormSchema,
  UpdateUserInputSchema,
} from './staff-admin-inputs';
import {
  EstablishmentCodeSchema,
  TabletCreateAccountInputSchema,
  TabletLookupCustomerInputSchema,
  ValidateRewardInputSchema,
} from './venue-inputs';

/** The first French message a schema answers, or undefined when the input is accepted. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const blank = fc.stringMatching(/^[ \t\n]{0,6}$/);
/** Staff passwords: 12 characters at least (a staff account reads every guest of its venues). */
const shortPassword = fc.string({ minLength: 1, maxLength: 11 });
const goodPassword = fc.string({ minLength: 12, maxLength: 24 });
/** Two different passwords long enough to pass the length check. */
const differentPasswords = fc.tuple(goodPassword, goodPassword).filter(([a, b]) => a !== b);
const isoDay = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('staff and administration inputs reject what the specs call invalid (properties)', () => {
  it('invitation acceptance: missing token, empty fields, short or different passwords', () => {
    fc.assert(
      fc.property(blank, (token) => {
        expect(
          firstMessage(AcceptInvitationInputSchema, {
            token,
            password: 'secret1',
            confirmPassword: 'secret1',
          }),
        ).toBe("Lien d'invitation invalide");
      }),
    );
    expect(firstMessage(AcceptInvitationInputSchema, { token: 't', password: '', confirmPassword: '' })).toBe(
      'Veuillez remplir tous les champs',
    );
    fc.assert(
      fc.property(shortPassword, differentPasswords, (short, [password, confirmPassword]) => {
        expect(
          firstMessage(AcceptInvitationInputSchema, { token: 't', password: short, confirmPassword: short }),
        ).toBe('Le mot de passe doit contenir au moins 12 caractères');
        expect(firstMessage(AcceptInvitationInputSchema, { token: 't', password, confirmPassword })).toBe(
          'Les mots de passe ne correspondent pas',
        );
      }),
    );
  });

  it('invite and edit user: name and e-mail required, then at least one restaurant', () => {
    fc.assert(
      fc.property(blank, fc.boolean(), (value, blankName) => {
        const input = blankName
          ? { name: value, email: 'a@b.fr', restaurantIds: ['r1'] }
          : { name: 'Ana', email: value, restaurantIds: ['r1'] };
        expect(firstMessage(InviteUserInputSchema, input)).toBe("Le nom et l'email sont obligatoires");
        expect(firstMessage(UpdateUserInputSchema, { ...input, userId: 'u1', role: 'admin' })).toBe(
          "Le nom et l'email sont obligatoires",
        );
      }),
    );
    expect(firstMessage(InviteUserInputSchema, { name: 'Ana', email: 'a@b.fr', restaurantIds: [] })).toBe(
      'Vous devez sélectionner au moins un restaurant',
    );
    expect(
      firstMessage(UpdateUserInputSchema, {
        userId: 'u1',
        name: 'Ana',
        email: 'a@b.fr',
        role: 'admin',
        restaurantIds: [],
      }),
    ).toBe('Au moins un restaurant doit être sélectionné');
  });

  it('new establishment: a blank name is « Le nom est obligatoire »', () => {
    fc.assert(
      fc.property(blank, (name) => {
        expect(firstMessage(CreateRestaurantInputSchema, { name })).toBe('Le nom est obligatoire');
      }),
    );
  });

  it('campaign: subject, content and restaurant required; a send date before today is refused, today or later accepted', () => {
    const today = '2026-06-15';
    const schema = sendCampaignInputSchemaFor(today);
    const campaign = { subject: 'Offre', content: 'Bonjour [Prénom]', targetRestaurant: 'r1' };
    fc.assert(
      fc.property(blank, fc.constantFrom('subject', 'content', 'targetRestaurant'), (value, field) => {
        expect(firstMessage(schema, { ...campaign, [field]: value })).toBe(
          'Tous les champs obligatoires doivent être remplis',
        );
      }),
    );
    fc.assert(
      fc.property(isoDay, (scheduleDate) => {
        const message = firstMessage(schema, { ...campaign, scheduleDate });
        expect(message).toBe(
          scheduleDate < today ? "La date d'envoi ne peut pas être antérieure à aujourd'hui" : undefined,
        );
      }),
    );
  });

  it('staff login: e-mail then password required', () => {
    fc.assert(
      fc.property(blank, (email) => {
        expect(firstMessage(StaffLoginFormSchema, { email, password: 'x' })).toBe(
          'Veuillez saisir votre email',
        );
      }),
    );
    expect(firstMessage(StaffLoginFormSchema, { email: 'a@b.fr', password: '' })).toBe(
      'Veuillez saisir votre mot de passe',
    );
  });

  it('tables: assigning nothing is « Veuillez sélectionner au moins une table »', () => {
    expect(firstMessage(AssignTablesInputSchema, { reservationId: 'r', tables: [] })).toBe(
      'Veuillez sélectionner au moins une table',
    );
    expect(
      AssignTablesInputSchema.safeParse({ reservationId: 'r', tables: [], unassign: true }).success,
    ).toBe(true);
  });

  it('establishment page: slot time required, duplicate time refused, a day to copy to, at least one room', () => {
    fc.assert(
      fc.property(blank, (time) => {
        expect(firstMessage(NewTimeSlotFormSchema, { time })).toBe('Veuillez sélectionner une heure');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(firstMessage(NewTimeSlotFormSchema, { time, existingTimes: [time] })).toBe(
          'Ce créneau existe déjà',
        );
        expect(firstMessage(NewTimeSlotFormSchema, { time, existingTimes: [] })).toBeUndefined();
      }),
    );
    expect(firstMessage(DuplicateDayFormSchema, { targets: [] })).toBe('Sélectionnez au moins un jour');
    expect(firstMessage(SaveFloorPlanInputSchema, { restaurantId: 'r1', rooms: [] })).toBe(
      'Le plan doit contenir au moins une salle',
    );
  });
});

describe('in-venue inputs reject what customer-flows §5 calls invalid (properties)', () => {
  it('establishment code: accepted exactly when 3 to 6 letters or digits, and upper-cased', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 9 }), (code) => {
        const ok = /^[A-Z0-9]{3,6}$/.test(code.trim().toUpperCase());
        const result = EstablishmentCodeSchema.safeParse(code);
        expect(result.success).toBe(ok);
        if (result.success) expect(result.data).toBe(code.trim().toUpperCase());
        else expect(result.error.issues[0]?.message).toBe('Veuillez entrer un code valide');
      }),
    );
  });

  it('tablet lookup: a phone under 8 characters and an e-mail under 5 give « Téléphone ou email requis »', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), fc.string({ maxLength: 4 }), (phone, email) => {
        fc.pre(phone.trim().length < 8 && email.trim().length < 5);
        expect(firstMessage(TabletLookupCustomerInputSchema, { phone, email })).toBe(
          'Téléphone ou email requis',
        );
      }),
    );
  });

  it('tablet account: a blank required field, then the terms checkbox', () => {
    const account = {
      firstName: 'Léa',
      lastName: 'Roux',
      email: 'lea@exemple.fr',
      phone: '0611223344',
      acceptTerms: true,
    };
    fc.assert(
      fc.property(blank, fc.constantFrom('firstName', 'lastName', 'email', 'phone'), (value, field) => {
        expect(firstMessage(TabletCreateAccountInputSchema, { ...account, [field]: value })).toBe(
          'Veuillez remplir tous les champs obligatoires',
        );
      }),
    );
    expect(firstMessage(TabletCreateAccountInputSchema, { ...account, acceptTerms: false })).toBe(
      'Conditions générales requises',
    );
  });

  it('voucher validation: empty asks for a code; anything but REWARD:3 + 8 digits is « Code invalide »', () => {
    fc.assert(
      fc.property(blank, (code) => {
        expect(firstMessage(ValidateRewardInputSchema, { code })).toBe('Veuillez saisir un code');
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (code) => {
        fc.pre(code.trim() !== '');
        const ok = /^REWARD:3\d{8}$/.test(code.trim().toUpperCase());
        expect(firstMessage(ValidateRewardInputSchema, { code })).toBe(ok ? undefined : 'Code invalide');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        const digits = String(n).padStart(8, '0');
        expect(firstMessage(ValidateRewardInputSchema, { code: ` reward:3${digits} ` })).toBeUndefined();
        // A loyalty card is not a voucher.
        expect(firstMessage(ValidateRewardInputSchema, { code: `LOYALTY:2${digits.slice(1)}` })).toBe(
          'Code invalide',
        );
      }),
    );
  });
});
