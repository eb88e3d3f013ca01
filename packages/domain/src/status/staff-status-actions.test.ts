import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from '../schemas';
import {
  MARK_COMPLETED,
  STAFF_STATUS_ACTIONS,
  staffActionFor,
  swipeActionsFor,
} from './staff-status-actions';

describe('staff status actions', () => {
  it('offers confirm/refuse on pending rows and seat/no-show/cancel elsewhere', () => {
    expect(swipeActionsFor('PENDING')).toEqual(['confirm', 'refuse']);
    for (const status of RESERVATION_STATUSES.filter((s) => s !== 'PENDING')) {
      expect(swipeActionsFor(status)).toEqual(['seat', 'no_show', 'cancel']);
    }
  });

  it('carries the spec success toasts', () => {
    expect(STAFF_STATUS_ACTIONS.seat.toast).toBe('Client installé');
    expect(STAFF_STATUS_ACTIONS.no_show.toast).toBe('Marqué comme no-show');
    expect(STAFF_STATUS_ACTIONS.confirm.toast).toBe('Confirmée ! Email de confirmation envoyé');
    expect(STAFF_STATUS_ACTIONS.refuse.toast).toBe('Refusée ! Email de refus envoyé');
    expect(STAFF_STATUS_ACTIONS.cancel.toast).toBe("Annulée ! Email d'annulation envoyé");
    expect(STAFF_STATUS_ACTIONS.complete.toast).toBe("Terminée ! Email d'avis envoyé");
    expect(MARK_COMPLETED.successToast).toBe("✅ Réservation terminée ! Email de demande d'avis envoyé 📧");
  });

  it('names the action of a change; cancelling a request is a cancellation, not a refusal', () => {
    expect(staffActionFor({ from: 'PENDING', to: 'CANCELLED' })).toBe('cancel');
    expect(staffActionFor({ from: 'CONFIRMED', to: 'CANCELLED' })).toBe('cancel');
    expect(staffActionFor({ from: 'PENDING', to: 'CONFIRMED' })).toBe('confirm');
    expect(staffActionFor({ from: 'CONFIRMED', to: 'SEATED' })).toBe('seat');
    expect(staffActionFor({ from: 'SEATED', to: 'NO_SHOW' })).toBe('no_show');
    expect(staffActionFor({ from: 'SEATED', to: 'COMPLETED' })).toBe('complete');
    expect(staffActionFor({ from: 'CONFIRMED', to: 'PENDING' })).toBeNull();
  });

  it('targets the right status for every action made by a status change (refusal has its own callable)', () => {
    for (const [action, info] of Object.entries(STAFF_STATUS_ACTIONS)) {
      if (action === 'refuse') continue;
      expect(staffActionFor({ from: 'CONFIRMED', to: info.target })).toBe(action);
    }
    expect(STAFF_STATUS_ACTIONS.refuse.target).toBe('CANCELLED');
  });
});
