import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

function Harness({ initial = null, disabled = false }: { initial?: number | null; disabled?: boolean }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <span id="label">Votre note</span>
      <StarRating value={value} onChange={setValue} labelledBy="label" disabled={disabled} />
      <output data-testid="value">{value ?? 'aucune'}</output>
    </>
  );
}

const star = (n: number) =>
  screen.getByRole('radio', { name: n > 1 ? `${n} étoiles sur 5` : '1 étoile sur 5' });
const checked = () =>
  screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true');
const tabStops = () => screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0);

afterEach(cleanup);

describe('StarRating', () => {
  it('is a required radio group named by its label, with five stars named « n étoile(s) sur 5 »', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Votre note' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 étoile sur 5',
      '2 étoiles sur 5',
      '3 étoiles sur 5',
      '4 étoiles sur 5',
      '5 étoiles sur 5',
    ]);
    expect(checked()).toHaveLength(0);
    // One tab stop: the first star while none is chosen.
    expect(tabStops()).toEqual([star(1)]);
  });

  it('chooses with a tap, and the chosen star becomes the only tab stop', () => {
    render(<Harness />);
    fireEvent.click(star(4));
    expect(star(4).getAttribute('aria-checked')).toBe('true');
    expect(checked()).toHaveLength(1);
    expect(tabStops()).toEqual([star(4)]);
    expect(screen.getByTestId('value').textContent).toBe('4');
    expect(star(4).className).toContain('is-lit');
    expect(star(5).className).not.toContain('is-lit');
  });

  it('moves and chooses with the arrows (wrapping), Home and End, and chooses the focused star with Space', () => {
    render(<Harness />);
    star(1).focus();
    fireEvent.keyDown(star(1), { key: ' ' });
    expect(screen.getByTestId('value').textContent).toBe('1');
    fireEvent.keyDown(star(1), { key: 'ArrowRight' });
    expect(screen.getByTestId('value').textContent).toBe('2');
    expect(document.activeElement).toBe(star(2));
    fireEvent.keyDown(star(2), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(star(3));
    fireEvent.keyDown(star(3), { key: 'ArrowDown' });
    fireEvent.keyDown(star(2), { key: 'ArrowLeft' });
    expect(screen.getByTestId('value').textContent).toBe('1');
    // Wraps both ways.
    fireEvent.keyDown(star(1), { key: 'ArrowLeft' });
    expect(screen.getByTestId('value').textContent).toBe('5');
    expect(document.activeElement).toBe(star(5));
    fireEvent.keyDown(star(5), { key: 'ArrowRight' });
    expect(screen.getByTestId('value').textContent).toBe('1');
    fireEvent.keyDown(star(1), { key: 'End' });
    expect(screen.getByTestId('value').textContent).toBe('5');
    fireEvent.keyDown(star(5), { key: 'Home' });
    expect(screen.getByTestId('value').textContent).toBe('1');
    expect(star(1).getAttribute('aria-checked')).toBe('true');
    expect(tabStops()).toEqual([star(1)]);
  });

  it('leaves other keys (Tab) alone and ignores everything while disabled', () => {
    render(<Harness initial={3} disabled />);
    const tab = fireEvent.keyDown(star(3), { key: 'Tab' });
    expect(tab).toBe(true); // not prevented
    fireEvent.keyDown(star(3), { key: 'ArrowRight' });
    fireEvent.click(star(5));
    expect(screen.getByTestId('value').textContent).toBe('3');
    expect(screen.getByRole('radiogroup').getAttribute('aria-disabled')).toBe('true');
  });

  it('are 48 px targets (the CSS class that sizes them is on each star)', () => {
    render(<Harness />);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.tagName).toBe('BUTTON');
      expect(radio.getAttribute('type')).toBe('button');
      expect(radio.className).toContain('star-rating__star');
    }
  });
});
