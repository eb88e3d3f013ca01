import { describe, expect, it } from 'vitest';
import { UpdateGuestFileInputSchema } from './guest-file-inputs';

const base = { restaurantId: 'rest-1', customerId: 'lea@exemple.fr' };
const message = (data: unknown) => {
  const parsed = UpdateGuestFileInputSchema.safeParse(data);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('UpdateGuestFileInputSchema', () => {
  it('trims the texts and normalises the tags', () => {
    expect(
      UpdateGuestFileInputSchema.parse({
        ...base,
        allergies: ' Arachides ',
        notes: ' Fenêtre ',
        tags: ['vip', 'VIP'],
      }),
    ).toEqual({ ...base, allergies: 'Arachides', notes: 'Fenêtre', tags: ['VIP'] });
  });

  it('defaults absent fields to an empty file', () => {
    expect(UpdateGuestFileInputSchema.parse(base)).toEqual({ ...base, allergies: '', notes: '', tags: [] });
  });

  it('refuses over-long texts, too many tags and a missing venue or customer in French', () => {
    expect(message({ ...base, allergies: 'a'.repeat(301) })).toBe(
      'Ce champ ne peut pas dépasser 300 caractères',
    );
    expect(message({ ...base, notes: 'a'.repeat(2001) })).toBe(
      'Ce champ ne peut pas dépasser 2000 caractères',
    );
    expect(message({ ...base, tags: ['a'.repeat(31)] })).toBe('Ce champ ne peut pas dépasser 30 caractères');
    expect(message({ ...base, tags: Array.from({ length: 13 }, (_, i) => `t${i}`) })).toBe(
      'Pas plus de 12 tags',
    );
    expect(message({ ...base, restaurantId: '' })).toBeTruthy();
    expect(message({ ...base, customerId: '' })).toBe('Client non trouvé');
  });
});
