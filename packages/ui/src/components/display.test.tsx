import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from '../badge';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';
import { Table } from './table';

afterEach(cleanup);

describe('display components', () => {
  it('names a card region by its title and an empty state by its heading', () => {
    render(
      <Card title="Marie Dupont">
        <EmptyState title="Aucune réservation" description="Rien pour ce service." />
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Marie Dupont' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aucune réservation' })).toBeTruthy();
  });

  it('gives the table a caption, column and row headers, and a focusable scroll region', () => {
    render(
      <Table
        caption="Réservations du jour"
        rowKey={(row) => row.name}
        columns={[
          { id: 'name', header: 'Client', cell: (row) => row.name, isRowHeader: true },
          { id: 'covers', header: 'Couverts', cell: (row) => row.covers, align: 'end' },
        ]}
        rows={[{ name: 'Marie Dupont', covers: 4 }]}
      />,
    );
    expect(screen.getByRole('table', { name: 'Réservations du jour' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Couverts' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Marie Dupont' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Réservations du jour' }).tabIndex).toBe(0);
  });

  it('says what is loading only when a label is given', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    cleanup();
    render(<Skeleton label="Chargement des réservations" />);
    expect(screen.getByRole('status').textContent).toBe('Chargement des réservations');
  });

  it('keeps the Badge colours given by the apps and adds token tones', () => {
    render(
      <>
        <Badge color="#fff" background="#15803d">
          Confirmée
        </Badge>
        <Badge tone="warning">En attente</Badge>
      </>,
    );
    expect(screen.getByText('Confirmée').className).toBe('badge');
    expect(screen.getByText('En attente').className).toContain('ui-badge--warning');
  });
});
