import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstRender, FIRST_RENDER_MARK } from './after-first-render';

afterEach(() => performance.clearMarks());

describe('AfterFirstRender', () => {
  it('marks the first render, then shows what comes after it, once', async () => {
    const { rerender } = render(
      <AfterFirstRender>
        <p>bannières</p>
      </AfterFirstRender>,
    );
    expect(await screen.findByText('bannières')).toBeTruthy();
    rerender(
      <AfterFirstRender>
        <p>bannières</p>
      </AfterFirstRender>,
    );
    expect(performance.getEntriesByName(FIRST_RENDER_MARK)).toHaveLength(1);
  });
});
