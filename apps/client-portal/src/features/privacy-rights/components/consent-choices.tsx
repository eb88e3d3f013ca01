import {
  CONSENT_METHOD_LABELS,
  CONSENT_TEXTS,
  MESSAGES,
  formatDateTime,
  type MyConsentState,
  type MyPrivacy,
} from '@app/domain';
import { Button, Switch, useToast } from '@app/ui';
import { BellOff } from '@app/ui/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privacyCallables } from '../api/privacy-callables';
import { privacyKey } from '../api/use-my-privacy';

type Channel = 'email' | 'sms';

const CHANNELS: { channel: Channel; title: string; none: string; withdraw: string }[] = [
  {
    channel: 'email',
    title: 'Offres par e-mail',
    none: 'Vous ne recevez aucune offre par e-mail.',
    withdraw: 'Ne plus rien recevoir par e-mail',
  },
  {
    channel: 'sms',
    title: 'Offres par SMS',
    none: 'Vous ne recevez aucune offre par SMS.',
    withdraw: 'Ne plus rien recevoir par SMS',
  },
];

/** « Accepté le 22/11/2026 à 11:00, en ligne » under a switch: the proof the venue keeps. */
function proofLine(state: MyConsentState): string {
  if (!state.at) return 'Jamais accepté';
  const when = formatDateTime({ timestamp: state.at });
  const how = state.method ? `, ${CONSENT_METHOD_LABELS[state.method]}` : '';
  return `${state.granted ? 'Accepté' : 'Refusé'} le ${when}${how}`;
}

/**
 * « Mes choix » (ARCHITECTURE §9): one switch per venue and channel, each naming its venue (granting names a venue),
 * with when and how it was decided; « Ne plus rien recevoir » withdraws the channel at every venue at once.
 */
export function ConsentChoices({ privacy }: { privacy: MyPrivacy }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: privacyCallables.updateMyConsents,
    onSuccess: async () => {
      toast.success(MESSAGES.privacy.consentsSaved);
      await queryClient.invalidateQueries({ queryKey: privacyKey });
    },
    onError: () => toast.error(MESSAGES.privacy.consentsError),
  });
  const chosen = (channel: Channel) =>
    privacy.venues.filter((venue) => venue[channel].granted).map((venue) => venue.restaurantId);
  const toggle = (channel: Channel, restaurantId: string, on: boolean) => {
    const current = chosen(channel).filter((id) => id !== restaurantId);
    save.mutate({ channel, restaurantIds: on ? [...current, restaurantId] : current });
  };

  if (privacy.venues.length === 0)
    return (
      <p className="privacy__lead">
        Vous pourrez choisir les restaurants dont vous recevez les offres après votre première réservation ou
        visite.
      </p>
    );
  return (
    <div className="privacy-consents">
      {CHANNELS.map(({ channel, title, none, withdraw }) => {
        const any = chosen(channel).length > 0;
        return (
          <fieldset key={channel} className="privacy-consents__channel">
            <legend>{title}</legend>
            <ul className="privacy-consents__venues">
              {privacy.venues.map((venue) => (
                <li key={venue.restaurantId}>
                  <Switch
                    isSelected={venue[channel].granted}
                    isDisabled={save.isPending}
                    onChange={(on) => toggle(channel, venue.restaurantId, on)}
                  >
                    {channel === 'email'
                      ? CONSENT_TEXTS.spaceEmail(venue.restaurantName)
                      : CONSENT_TEXTS.spaceSms(venue.restaurantName)}
                  </Switch>
                  <p className="privacy-consents__proof">{proofLine(venue[channel])}</p>
                </li>
              ))}
            </ul>
            {any ? (
              <Button
                variant="secondary"
                icon={BellOff}
                isDisabled={save.isPending}
                onPress={() => save.mutate({ channel, restaurantIds: [] })}
              >
                {withdraw}
              </Button>
            ) : (
              <p className="privacy__lead">{none}</p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
