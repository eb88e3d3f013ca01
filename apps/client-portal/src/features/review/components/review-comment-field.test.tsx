import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewCommentField } from './review-comment-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ReviewCommentField value={value} onChange={setValue} />;
}

const field = () => screen.getByRole('textbox', { name: /Votre commentaire/ }) as HTMLTextAreaElement;
const counter = () => screen.getByText(/\/ 500/);

afterEach(cleanup);

describe('ReviewCommentField', () => {
  it('counts the characters as « x / 500 », politely announced and describing the field', () => {
    render(<Harness />);
    expect(counter().textContent).toBe('0 / 500');
    expect(counter().getAttribute('aria-live')).toBe('polite');
    fireEvent.change(field(), { target: { value: 'Très bon' } });
    expect(counter().textContent).toBe('8 / 500');
    const describedBy = field().getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toContain(counter().id);
    const [hintId = ''] = describedBy.split(' ');
    expect(document.getElementById(hintId)?.textContent).toBe('5 caractères minimum');
  });

  it('holds the comment at 500 characters: maxLength, and a longer paste is cut', () => {
    render(<Harness />);
    expect(field().maxLength).toBe(500);
    fireEvent.change(field(), { target: { value: 'a'.repeat(620) } });
    expect(field().value).toHaveLength(500);
    expect(counter().textContent).toBe('500 / 500');
    expect(counter().className).toContain('is-full');
  });
});
