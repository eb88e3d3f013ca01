import { INTEGRATION_MESSAGES as M, formatDateTime, formatEuros } from '@app/domain';
import { Button, Card, EmptyState, Skeleton, useToast } from '@app/ui';
import { toUserMessage } from '../../../lib/error-message';
import { useResolveTillTicket, useTillTickets } from '../api/use-till-tickets';

/**
 * « Tickets de caisse à rattacher » (issue 52): the tickets the till sent that no booking matched for sure, each
 * with its candidate bookings; one tap attaches the ticket and records its bill (« Addition reçue de la caisse »).
 */
export function TillTicketsPanel({ restaurantId }: { restaurantId: string }) {
  const toast = useToast();
  const tickets = useTillTickets(restaurantId);
  const resolve = useResolveTillTicket(restaurantId);
  return (
    <Card className="till-tickets" title="Tickets de caisse à rattacher">
      {tickets.isPending ? (
        <Skeleton shape="rect" height="80px" label="Chargement des tickets" />
      ) : tickets.isError ? (
        <div role="alert">
          <p>{toUserMessage(tickets.error, 'Erreur lors du chargement des tickets')}</p>
          <Button onPress={() => void tickets.refetch()}>Réessayer</Button>
        </div>
      ) : tickets.data.tickets.length === 0 ? (
        <EmptyState title="Aucun ticket à rattacher" />
      ) : (
        <ul className="api-keys__list" aria-label="Tickets à rattacher">
          {tickets.data.tickets.map((ticket) => (
            <li key={ticket.ticketId}>
              <p>
                <strong>{formatEuros({ amount: ticket.amount })}</strong>
                {ticket.tables.length > 0 ? ` · Table ${ticket.tables.join(' + ')}` : ''}
                {ticket.closedAt ? ` · clôturé le ${formatDateTime({ timestamp: ticket.closedAt })}` : ''}
                {ticket.outcome === 'ambiguous'
                  ? ' · plusieurs réservations possibles'
                  : ' · aucune réservation trouvée'}
              </p>
              {ticket.candidates.length === 0 ? (
                <p>Aucune réservation proche ce jour-là.</p>
              ) : (
                <div className="till-tickets__candidates">
                  {ticket.candidates.map((candidate) => (
                    <Button
                      key={candidate.reservationId}
                      variant="secondary"
                      isDisabled={resolve.isPending}
                      onPress={() =>
                        resolve.mutate(
                          { ticketId: ticket.ticketId, reservationId: candidate.reservationId },
                          {
                            onSuccess: () => toast.success(M.ticketAttached),
                            onError: (error) =>
                              toast.error(toUserMessage(error, 'Erreur lors du rattachement')),
                          },
                        )
                      }
                    >
                      {`${candidate.customerName} · ${candidate.time} · ${candidate.partySize} pers.${
                        candidate.tableId ? ` · Table ${candidate.tableId}` : ''
                      }`}
                    </Button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
