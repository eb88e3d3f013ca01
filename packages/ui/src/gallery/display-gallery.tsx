import { Badge } from '../badge';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { EmptyState } from '../components/empty-state';
import { IconButton } from '../components/icon-button';
import { Skeleton } from '../components/skeleton';
import { Table } from '../components/table';
import { Tabs } from '../components/tabs';
import { AlertTriangle, Calendar, CheckCircle, Phone, Plus, Star, Utensils } from '../icons';
import { GalleryRow, GallerySection } from './gallery-section';

interface Booking {
  name: string;
  time: string;
  covers: number;
  status: 'Confirmée' | 'En attente' | 'Annulée';
}

const bookings: Booking[] = [
  { name: 'Marie Dupont', time: '19:30', covers: 4, status: 'Confirmée' },
  { name: 'Karim Benali', time: '20:00', covers: 2, status: 'En attente' },
  { name: 'Sophie Martin', time: '21:15', covers: 6, status: 'Annulée' },
];

const statusTone = { Confirmée: 'success', 'En attente': 'warning', Annulée: 'error' } as const;

const columns = [
  { id: 'name', header: 'Client', cell: (b: Booking) => b.name, isRowHeader: true },
  { id: 'time', header: 'Heure', cell: (b: Booking) => b.time },
  { id: 'covers', header: 'Couverts', cell: (b: Booking) => b.covers, align: 'end' as const },
  {
    id: 'status',
    header: 'Statut',
    cell: (b: Booking) => <Badge tone={statusTone[b.status]}>{b.status}</Badge>,
  },
];

/** Tabs, badges, cards, tables, empty states and skeletons. */
export function DisplayGallery() {
  return (
    <>
      <GallerySection title="Onglets" id="tabs">
        <Tabs
          label="Statut des réservations"
          items={[
            { id: 'pending', label: 'À confirmer', content: <p>3 réservations à confirmer.</p> },
            { id: 'confirmed', label: 'Confirmées', content: <p>12 réservations confirmées.</p> },
            { id: 'cancelled', label: 'Annulées', content: <p>1 réservation annulée.</p> },
            { id: 'archived', label: 'Archivées', content: <p>Archives.</p>, isDisabled: true },
          ]}
        />
      </GallerySection>

      <GallerySection title="Pastille" id="badge">
        <GalleryRow label="Tons">
          <Badge tone="neutral">Nouveau</Badge>
          <Badge tone="primary">Terrasse</Badge>
          <Badge tone="accent" icon={Star}>
            Ultra VIP
          </Badge>
          <Badge tone="success" icon={CheckCircle}>
            Confirmée
          </Badge>
          <Badge tone="info">Information</Badge>
          <Badge tone="warning" icon={AlertTriangle}>
            En attente
          </Badge>
          <Badge tone="error">Annulée</Badge>
        </GalleryRow>
      </GallerySection>

      <GallerySection title="Carte" id="card">
        <div className="ui-gallery__grid">
          <Card
            title="Marie Dupont"
            actions={<IconButton label="Appeler Marie Dupont" icon={Phone} />}
            footer={<Button size="sm">Voir la fiche</Button>}
          >
            <p>4 couverts · 19:30 · Terrasse</p>
          </Card>
        </div>
      </GallerySection>

      <GallerySection title="Tableau" id="table">
        <Table caption="Réservations du soir" columns={columns} rows={bookings} rowKey={(b) => b.name} />
        <Table
          caption="Réservations annulées"
          columns={columns}
          rows={[]}
          rowKey={(b) => b.name}
          empty={<EmptyState title="Aucune annulation" headingLevel={4} icon={Calendar} />}
        />
      </GallerySection>

      <GallerySection title="État vide" id="empty-state">
        <EmptyState
          title="Aucune réservation ce soir"
          description="Les réservations en ligne et par téléphone apparaîtront ici."
          icon={Utensils}
          action={
            <Button variant="primary" icon={Plus}>
              Nouvelle réservation
            </Button>
          }
        />
      </GallerySection>

      <GallerySection title="Squelette de chargement" id="skeleton">
        <div className="ui-gallery__grid">
          <Skeleton lines={3} label="Chargement des réservations" />
          <Skeleton shape="circle" />
          <Skeleton shape="rect" />
        </div>
      </GallerySection>
    </>
  );
}
