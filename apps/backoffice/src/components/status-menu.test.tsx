import { staffStatusAvailability } from '@app/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReservation } from '../test/make-reservation';
import { StatusMenu } from './status-menu';

afterEach(cleanup);

describe('StatusMenu', () => {
  it('keeps the keyboard focus where it is when the day re-renders it (a live update)', () => {
    const anchor = document.createElement('button');
    document.body.append(anchor);
    const availability = staffStatusAvailability({
      reservation: makeReservation({ status: 'CONFIRMED', date: '2026-11-23', time: '00:00' }),
      now: new Date('2026-11-23T10:00:00Z'),
    });
    const onSelect = vi.fn();
    const props = { current: 'CONFIRMED' as const, availability, anchor, onSelect };
    const { rerender } = render(<StatusMenu {...props} onClose={vi.fn()} />);
    expect(document.activeElement?.textContent).toContain('Confirmée');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Installée');
    rerender(<StatusMenu {...props} onClose={vi.fn()} />);
    expect(document.activeElement?.textContent).toContain('Installée');
    anchor.remove();
  });
});
