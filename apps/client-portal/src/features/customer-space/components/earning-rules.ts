import type { MySpaceEarning } from '@app/domain';

function points(n: number): string {
  const text = n.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  return `${text} point${Math.abs(n) >= 2 ? 's' : ''}`;
}

function euros(n: number): string {
  return `${n.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} €`;
}

/**
 * The lines of 'Comment gagner des points', written from one venue's loyalty configuration (never hard-coded):
 * rules worth 0 points are left out.
 */
export function listEarningRules(earning: MySpaceEarning): string[] {
  const lines: string[] = [];
  if (earning.pointsPerReservation > 0)
    lines.push(`Réservation honorée : +${points(earning.pointsPerReservation)}`);
  if (earning.pointsForWalkIn > 0)
    lines.push(`Visite déclarée sur la tablette du restaurant : +${points(earning.pointsForWalkIn)}`);
  if (earning.pointsPerReview > 0)
    lines.push(`Avis laissé après votre visite : +${points(earning.pointsPerReview)}`);
  if (earning.pointsPerEuroSpent > 0) {
    const perPoint = 1 / earning.pointsPerEuroSpent;
    lines.push(
      perPoint <= 1
        ? `Dépenses : ${points(earning.pointsPerEuroSpent)} par euro dépensé`
        : `Dépenses : 1 point tous les ${euros(Math.round(perPoint * 100) / 100)} dépensés`,
    );
  }
  if (earning.giftInterval > 0) lines.push(`Un cadeau offert tous les ${points(earning.giftInterval)}`);
  if (earning.pointsForNoShow > 0) lines.push(`Absence sans prévenir : −${points(earning.pointsForNoShow)}`);
  return lines;
}
