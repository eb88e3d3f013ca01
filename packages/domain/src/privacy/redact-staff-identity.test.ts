import { describe, expect, it } from 'vitest';
import { redactStaffIdentity } from './redact-staff-identity';

const label = "l'équipe d'Au Bureau";
const redact = (value: unknown) =>
  redactStaffIdentity({ value, customerEmail: 'ana@mail.fr', staffLabel: label });

describe('redactStaffIdentity', () => {
  it('names staff authors by the venue team, at any depth', () => {
    expect(
      redact({
        createdBy: 'uid-staff',
        source: 'admin',
        confirmation: { at: '2026-11-20T10:00:00.000Z', by: 'uid-staff', mailId: 'm1' },
        refusal: { reason: 'full', by: 'uid-other' },
        statusHistory: [
          { status: 'pending', changedBy: 'Client Internet' },
          { status: 'confirmed', changedBy: 'uid-staff' },
          { status: 'cancelled', changedBy: 'Ana@Mail.fr' },
          { status: 'completed', changedBy: 'system' },
        ],
      }),
    ).toEqual({
      createdBy: label,
      source: 'restaurant',
      confirmation: { at: '2026-11-20T10:00:00.000Z', by: label, mailId: 'm1' },
      refusal: { reason: 'full', by: label },
      statusHistory: [
        { status: 'pending', changedBy: 'Client Internet' },
        { status: 'confirmed', changedBy: label },
        { status: 'cancelled', changedBy: 'ana@mail.fr' },
        { status: 'completed', changedBy: '' },
      ],
    });
  });

  it("leaves out an author's e-mail, role, name and uid", () => {
    expect(
      redact({
        usedBy: 'uid-staff',
        usedByEmail: 'accueil@resto.fr',
        usedByRole: 'admin',
        history: [{ action: 'used', at: 'x', by: 'uid-staff', byEmail: 'accueil@resto.fr', byRole: 'admin' }],
        respondedBy: 'uid-staff',
      }),
    ).toEqual({
      usedBy: label,
      history: [{ action: 'used', at: 'x', by: label }],
      respondedBy: label,
    });
  });

  it('changes nothing else: the diner’s own fields, numbers, booleans, other sources', () => {
    const doc = { customerEmail: 'ana@mail.fr', partySize: 2, terrace: false, source: 'online', tags: ['a'] };
    expect(redact(doc)).toEqual(doc);
    expect(redact({ createdBy: 'ana@mail.fr' })).toEqual({ createdBy: 'ana@mail.fr' });
  });
});
