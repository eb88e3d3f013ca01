import { MESSAGES } from '@app/domain';
import { callStatus, errorText } from '../../../lib/call-errors';

/**
 * The text of a failed pairing: the staff sign-in's own message ('Email ou mot de passe incorrect'), or the
 * server's ('Ce compte n'a pas accès à cet établissement', 'Trop de tentatives...').
 */
export function pairingErrorText(error: unknown): string {
  if (error instanceof Error && error.name === 'StaffSignInError') return error.message;
  if (callStatus(error) === 'permission-denied') return errorText(error, MESSAGES.tablet.pairingForbidden);
  if (callStatus(error) === 'resource-exhausted') return errorText(error, MESSAGES.tablet.tooManyRequests);
  return errorText(error, MESSAGES.generic.unavailable);
}
