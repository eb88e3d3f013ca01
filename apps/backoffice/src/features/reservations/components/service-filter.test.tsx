import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceFilterBar } from './service-filter';

afterEach(cleanup);

describe('ServiceFilterBar', () => {
  it('says how many bookings of each service the diners re-confirmed, when any', () => {
    render(
      <ServiceFilterBar
        active="all"
        covers={{ all: 20, lunch: 8, dinner: 12 }}
        dinerConfirmed={{ all: 4, lunch: 1, dinner: 3 }}
        onChange={vi.fn()}
        onManageSlots={vi.fn()}
      />,
    );
    expect(screen.getByText('1 venue confirmée par le client')).toBeTruthy();
    expect(screen.getByText('3 venues confirmées par le client')).toBeTruthy();
    expect(screen.queryByText(/4 venues/)).toBeNull();
  });

  it('says nothing for a service without any', () => {
    render(
      <ServiceFilterBar
        active="all"
        covers={{ all: 20, lunch: 8, dinner: 12 }}
        dinerConfirmed={{ all: 1, lunch: 0, dinner: 1 }}
        onChange={vi.fn()}
        onManageSlots={vi.fn()}
      />,
    );
    expect(screen.getAllByText(/confirmée/)).toHaveLength(1);
  });
});
