import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableBlock } from './table-block';

afterEach(cleanup);

const numbers = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

describe('TableBlock', () => {
  it('lists the tables of a row up to 8', () => {
    render(<TableBlock tables={numbers(8)} onOpen={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Table 1, 2, 3, 4, 5, 6, 7, 8' });
    expect(button.getAttribute('title')).toBeNull();
  });

  it('caps at 8 numbers then « +n », the whole list kept in its title', () => {
    const onOpen = vi.fn();
    render(<TableBlock tables={numbers(11)} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Table 1, 2, 3, 4, 5, 6, 7, 8 +3' });
    expect(button.textContent).not.toContain('9');
    expect(button.getAttribute('title')).toBe('Table 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11');
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('offers « Attribuer une table » without a table', () => {
    render(<TableBlock tables={[]} onOpen={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Attribuer une table' })).toBeTruthy();
  });

  it('says « Table proposée » while the engine’s table is untouched, and still opens the assignment to change it', () => {
    const onOpen = vi.fn();
    render(<TableBlock tables={['3', '4']} proposed onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Table proposée : 3, 4' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
