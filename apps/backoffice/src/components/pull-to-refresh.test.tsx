import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh, pullDistance } from './pull-to-refresh';

afterEach(cleanup);

describe('PullToRefresh', () => {
  it('caps the pull at 100 px', () => {
    expect(pullDistance(-20)).toBe(0);
    expect(pullDistance(70)).toBe(70);
    expect(pullDistance(180)).toBe(100);
  });

  it('refreshes past 60 px only', async () => {
    const onRefresh = vi.fn(async () => undefined);
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>liste</p>
      </PullToRefresh>,
    );
    const area = screen.getByText('liste').parentElement as HTMLElement;
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 150 }] });
    await act(async () => {
      fireEvent.touchEnd(area);
    });
    expect(onRefresh).not.toHaveBeenCalled();
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 170 }] });
    await act(async () => {
      fireEvent.touchEnd(area);
    });
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
