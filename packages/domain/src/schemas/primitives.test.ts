import { describe, expect, it } from 'vitest';
import {
  DateStringSchema,
  EmailSchema,
  OptionalEmailSchema,
  RoleSchema,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  TimeStringSchema,
  TimestampSchema,
} from './primitives';

describe('primitives', () => {
  it('accepts real calendar dates only', () => {
    expect(DateStringSchema.safeParse('2026-11-22').success).toBe(true);
    expect(DateStringSchema.safeParse('2026-02-30').success).toBe(false);
    expect(DateStringSchema.safeParse('22/11/2026').success).toBe(false);
  });

  it('accepts HH:MM from 00:00 to 23:59', () => {
    expect(TimeStringSchema.safeParse('00:00').success).toBe(true);
    expect(TimeStringSchema.safeParse('23:59').success).toBe(true);
    expect(TimeStringSchema.safeParse('24:00').success).toBe(false);
    expect(TimeStringSchema.safeParse('9:00').success).toBe(false);
  });

  it('accepts ISO timestamps with Z or offset', () => {
    expect(TimestampSchema.safeParse('2026-11-22T10:00:00.000Z').success).toBe(true);
    expect(TimestampSchema.safeParse('2026-11-22T10:00:00+01:00').success).toBe(true);
    expect(TimestampSchema.safeParse('2026-11-22').success).toBe(false);
  });

  it('normalises e-mails and applies the basic pattern', () => {
    expect(EmailSchema.parse('  Jean.Dupont@Mail.FR ')).toBe('jean.dupont@mail.fr');
    expect(EmailSchema.safeParse('jean@mail').error?.issues[0]?.message).toBe("Format d'email invalide");
    expect(EmailSchema.safeParse('je an@mail.fr').success).toBe(false);
    expect(OptionalEmailSchema.parse('')).toBe('');
    expect(OptionalEmailSchema.safeParse('nope').success).toBe(false);
  });

  it('names every role in French with one line of what it may do', () => {
    for (const role of RoleSchema.options) {
      expect(ROLE_LABELS[role]).toBeTruthy();
      expect(ROLE_DESCRIPTIONS[role].length).toBeGreaterThan(20);
    }
    expect(ROLE_LABELS).toEqual({
      master_admin: 'Direction du groupe',
      admin_full: "Responsable d'établissement",
      admin: 'Équipe de salle',
      client: 'Client',
    });
    // The badge shows the name alone: it stays short; only the group's direction manages users and roles.
    for (const role of RoleSchema.options) expect(ROLE_LABELS[role].length).toBeLessThanOrEqual(28);
    expect(ROLE_DESCRIPTIONS.master_admin).toContain('utilisateurs et rôles');
    expect(ROLE_DESCRIPTIONS.admin_full).not.toContain('utilisateurs');
    expect(ROLE_DESCRIPTIONS.admin).not.toContain('statistiques');
  });
});
