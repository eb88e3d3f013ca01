import { describe, expect, it } from 'vitest';
import {
  describeCreator,
  describeHistoryAuthor,
  isInternetReservation,
  shortenId,
} from './describe-history-author';

const staff = { kind: 'staff', id: 'uid-me' } as const;
const customer = { kind: 'customer', email: 'ana@mail.fr' } as const;
const userNames = { 'uid-lea': 'Léa' };

describe('describeHistoryAuthor', () => {
  it('shows the system and the viewer', () => {
    expect(describeHistoryAuthor({ changedBy: '', viewer: staff })).toBe('Système');
    expect(describeHistoryAuthor({ changedBy: undefined, viewer: customer })).toBe('Système');
    expect(describeHistoryAuthor({ changedBy: 'system', viewer: staff })).toBe('Système');
    expect(describeHistoryAuthor({ changedBy: 'uid-me', viewer: staff })).toBe('Vous');
    expect(describeHistoryAuthor({ changedBy: 'client', viewer: customer })).toBe('Vous');
    expect(describeHistoryAuthor({ changedBy: 'Ana@Mail.fr', viewer: customer })).toBe('Vous');
  });

  it('names colleagues, keeps e-mails and shortens unknown ids', () => {
    expect(describeHistoryAuthor({ changedBy: 'uid-lea', viewer: staff, userNames })).toBe('Léa');
    expect(describeHistoryAuthor({ changedBy: 'client', viewer: staff })).toBe('Client');
    expect(describeHistoryAuthor({ changedBy: 'ana@mail.fr', viewer: staff })).toBe('ana@mail.fr');
    expect(describeHistoryAuthor({ changedBy: 'Client Internet', viewer: staff })).toBe('Client Internet');
    expect(describeHistoryAuthor({ changedBy: 'Xy12ab34cd56', viewer: staff })).toBe('Xy12ab34…');
    // The venue's auto-confirm rule is named as such, never cut like an id.
    expect(describeHistoryAuthor({ changedBy: 'Confirmation automatique', viewer: staff })).toBe(
      'Confirmation automatique',
    );
  });
});

describe('describeCreator', () => {
  it('labels internet bookings, known users and deleted users', () => {
    expect(describeCreator({ createdBy: undefined })).toBe('Client Internet');
    expect(describeCreator({ createdBy: 'client' })).toBe('Client Internet');
    expect(describeCreator({ createdBy: 'system' })).toBe('Système');
    expect(describeCreator({ createdBy: 'uid-lea', userNames })).toBe('Léa');
    expect(describeCreator({ createdBy: 'lea@resto.fr' })).toBe('lea@resto.fr');
    expect(describeCreator({ createdBy: 'Xy12ab34cd56' })).toBe('Utilisateur supprimé (Xy12ab34…)');
    expect(shortenId('abc')).toBe('abc');
  });

  it('tells internet reservations from staff and tablet ones', () => {
    expect(isInternetReservation({})).toBe(true);
    expect(isInternetReservation({ createdBy: 'Client Internet' })).toBe(true);
    expect(isInternetReservation({ createdBy: 'uid-lea' })).toBe(false);
    expect(isInternetReservation({ source: 'online', createdBy: 'x' })).toBe(true);
    expect(isInternetReservation({ source: 'tablet_declaration' })).toBe(false);
  });
});
