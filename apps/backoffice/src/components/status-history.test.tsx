import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeReservation } from '../test/make-reservation';
import { authorLabel, StatusHistory } from './status-history';

afterEach(cleanup);

describe('authorLabel', () => {
  it('names the author as staff read it', () => {
    const creator = { id: 'staff-1', name: 'Claire' };
    expect(authorLabel('me', 'me', creator)).toBe('Vous');
    expect(authorLabel('system', 'me', creator)).toBe('Système');
    expect(authorLabel('staff-1', 'me', creator)).toBe('Claire');
    expect(authorLabel('abcdefghijkl', 'me', creator)).toBe('abcdefgh…');
  });
});

describe('StatusHistory', () => {
  it('lists the newest change first, with label and reason, then the creation', () => {
    const reservation = makeReservation({
      statusHistory: [
        { status: 'pending', changedBy: 'Client Internet', changedAt: '2026-11-20T09:00:00.000Z' },
        { status: 'cancelled', changedBy: 'me', changedAt: '2026-11-21T09:00:00.000Z', reason: 'Complet' },
      ],
    });
    render(<StatusHistory reservation={reservation} currentUid="me" creatorName="Client Internet" />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Annulée');
    expect(items[0]?.textContent).toContain('par Vous');
    expect(items[0]?.textContent).toContain('« Complet »');
    expect(items[1]?.textContent).toContain('En attente');
    expect(items[2]?.textContent).toContain('Réservation créée');
  });

  it('says what the diner changed, before → after (issue 48)', () => {
    const reservation = makeReservation({
      statusHistory: [
        {
          status: 'pending',
          changedBy: 'client',
          changedAt: '2026-11-21T09:00:00.000Z',
          kind: 'diner_changed',
          change: {
            from: { date: '2026-11-24', time: '19:30', partySize: 2 },
            to: { date: '2026-11-24', time: '19:30', partySize: 4 },
          },
        },
      ],
    });
    render(<StatusHistory reservation={reservation} currentUid="me" creatorName="Client Internet" />);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain(
      'Modifiée par le client : 24/11/2026 19:30, 2 personnes → 24/11/2026 19:30, 4 personnes',
    );
  });

  it('puts the later of two changes of the same instant on top, and names the auto-confirm rule', () => {
    const at = '2026-11-20T09:00:00.000Z';
    const reservation = makeReservation({
      statusHistory: [
        { status: 'pending', changedBy: 'Client Internet', changedAt: at },
        { status: 'confirmed', changedBy: 'Confirmation automatique', changedAt: at },
      ],
    });
    render(<StatusHistory reservation={reservation} currentUid="me" creatorName="Client Internet" />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Confirmée');
    expect(items[0]?.textContent).toContain('par Confirmation automatique');
    expect(items[1]?.textContent).toContain('En attente');
  });

  it('names a refusal « Refusée » with its sentence, and its undoing with « Refus annulé »', () => {
    const reservation = makeReservation({
      statusHistory: [
        {
          status: 'cancelled',
          changedBy: 'me',
          changedAt: '2026-11-21T09:00:00.000Z',
          reason: 'Le restaurant est exceptionnellement fermé ce jour-là.',
          kind: 'refusal',
        },
        {
          status: 'pending',
          changedBy: 'me',
          changedAt: '2026-11-21T09:00:05.000Z',
          reason: 'Refus annulé',
          kind: 'refusal_undone',
        },
      ],
    });
    render(<StatusHistory reservation={reservation} currentUid="me" creatorName="Client Internet" />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.querySelector('strong')?.textContent).toBe('En attente');
    expect(items[0]?.textContent).toContain('« Refus annulé »');
    expect(items[1]?.querySelector('strong')?.textContent).toBe('Refusée');
    expect(items[1]?.textContent).toContain('« Le restaurant est exceptionnellement fermé ce jour-là. »');
  });
});

describe('a diner’s answer from the reminder e-mail', () => {
  it('reads « Venue confirmée » by « Client (lien e-mail) »', () => {
    const reservation = makeReservation({
      statusHistory: [
        {
          status: 'confirmed',
          changedBy: 'Client (lien e-mail)',
          changedAt: '2026-11-25T19:10:00.000Z',
          reason: 'Venue confirmée',
          kind: 'diner_confirmed',
        },
      ],
    });
    render(<StatusHistory reservation={reservation} currentUid="me" creatorName="Client Internet" />);
    const [item] = screen.getAllByRole('listitem');
    expect(item?.querySelector('strong')?.textContent).toBe('Venue confirmée');
    expect(item?.textContent).toContain('par Client (lien e-mail)');
    expect(item?.textContent).not.toContain('«');
  });

  it('says where a move on the timeline took the booking, and the engine’s table, kept or not (issue 48)', () => {
    const reservation = makeReservation({
      statusHistory: [
        {
          status: 'confirmed',
          changedBy: 'system',
          changedAt: '2026-11-21T09:30:00.000Z',
          kind: 'table_proposed',
          tables: '4',
        },
        {
          status: 'confirmed',
          changedBy: 'me',
          changedAt: '2026-11-21T18:00:00.000Z',
          kind: 'moved',
          move: {
            from: { tables: '4', time: '20:00', until: '21:30' },
            to: { tables: '5+6', time: '20:30', until: '22:00' },
          },
        },
      ],
    });
    render(<StatusHistory reservation={reservation} currentUid="me" creatorName="Claire" />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Déplacée : table 4, 20:00–21:30 → tables 5 + 6, 20:30–22:00');
    expect(items[0]?.textContent).toContain('par Vous');
    expect(items[1]?.textContent).toContain('Table proposée : 4');
    expect(items[1]?.textContent).toContain('par Système');
  });
});
