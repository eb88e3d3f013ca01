import {
  CATEGORY_MESSAGES,
  SERVICE_MODAL_TITLES,
  SLOT_MESSAGES,
  classifyService,
  isSlotClosed,
  toggleClosedSlot,
  formatCovers,
} from '@app/domain';
import type { ClosedSlotLists } from '@app/domain';
import { Modal, PageLoader, useToast } from '@app/ui';
import { useEffect, useState } from 'react';
import { longFrenchDate } from '../../../lib/dates';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables } from '../../../lib/services-context';
import { useDaySlots } from '../hooks/use-day-slots';
import { StatusIcon } from '../../../components/status-icon';
import { SlotWhyFull } from '../../../components/slot-why-full';
import { DEFAULT_EXPLAINED_PARTY, ExplainPartySize } from '../../../components/explain-party-size';
import { isSlotUnderPressure, useSlotExplanations } from '../../../hooks/use-slot-explanations';

export interface SlotManagerModalProps {
  restaurantId: string;
  service: 'lunch' | 'dinner';
  date: string;
  onClose(): void;
}

/**
 * 'Service Midi' / 'Service Soir': each slot of the day toggled Ouvert / Fermé, saved per restaurant and date
 * on every change (a closed slot is refused to online bookings at once); a full, nearly-full or closed slot
 * says why (« Pourquoi complet ? »), « Par tables » for the party size staff choose (2 until they do). Each slot
 * shows its covers « Par couverts » only: « Par tables » the venue's tables seat the parties.
 */
export function SlotManagerModal({ restaurantId, service, date, onClose }: SlotManagerModalProps) {
  const { loading, slots, closed, mode } = useDaySlots(restaurantId, date);
  const callables = useCallables();
  const toast = useToast();
  const [saving, setSaving] = useState<string | null>(null);
  // The lists this dialog last saved, until the live read delivers: a second switch toggled in between builds
  // on them, not on the read before the save (which would reopen the slot just closed).
  const [saved, setSaved] = useState<ClosedSlotLists | null>(null);
  useEffect(() => setSaved(null), [closed]);
  const serviceSlots = slots.filter((s) => classifyService({ time: s.time }) === service);
  const lists = saved ?? { lunch: closed?.lunch ?? [], dinner: closed?.dinner ?? [] };
  // Without the date's closed slots, a switch would write lists built from nothing.
  const unreadable = !loading && closed === null;
  // « Par tables » a slot is full or not depending on the party: staff choose the one a caller asks about.
  const [partySize, setPartySize] = useState(DEFAULT_EXPLAINED_PARTY);
  // « Pourquoi complet ? » is read again each time the closed slots change (here or on another screen).
  const explained = useSlotExplanations(restaurantId, date, JSON.stringify(closed) ?? '', {
    partySize,
    ready: !loading,
  });
  const tablesMode = explained.data?.mode === 'tables';
  const why = new Map(
    (explained.data?.slots ?? [])
      .filter((slot) => isSlotUnderPressure({ slot, maxOnline: explained.data?.maxOnlineReservation ?? 0 }))
      .map((slot) => [slot.explanation.time, slot]),
  );

  async function toggle(time: string) {
    setSaving(time);
    try {
      const next = toggleClosedSlot({ time, closedSlots: lists });
      await callables.setClosedSlots({ restaurantId, date, lunch: next.lunch, dinner: next.dinner });
      setSaved(next);
    } catch (error) {
      toast.error(toUserMessage(error));
    } finally {
      setSaving(null);
    }
  }

  return (
    <Modal title={SERVICE_MODAL_TITLES[service]} onClose={onClose}>
      <p className="muted">{longFrenchDate(date)}</p>
      {loading ? (
        <PageLoader />
      ) : serviceSlots.length === 0 ? (
        <div className="empty-state">
          <strong>{SLOT_MESSAGES.restaurantClosed}</strong>
          <p>{SLOT_MESSAGES.noSlotConfigured}</p>
        </div>
      ) : (
        <>
          {unreadable ? (
            <p className="form-error" role="alert">
              <StatusIcon kind="error" />
              {CATEGORY_MESSAGES.dataAccess}
            </p>
          ) : null}
          {tablesMode ? (
            <ExplainPartySize
              maxOnline={explained.data?.maxOnlineReservation ?? 0}
              value={partySize}
              onChange={setPartySize}
            />
          ) : null}
          <ul className="slot-list">
            {serviceSlots.map((slot) => {
              const isClosed = isSlotClosed({ time: slot.time, closedSlots: lists }) || !slot.enabled;
              const explanation = why.get(slot.time);
              return (
                <li key={slot.time} className="slot-list__item slot-list__item--why">
                  <span className="slot-list__time">{slot.time}</span>
                  {/* « Par tables » the tables decide, not a number of covers per slot (issue 48, defect 16). */}
                  {mode === 'covers' ? (
                    <span className="muted">{formatCovers({ count: slot.maxCapacity })}</span>
                  ) : null}
                  <button
                    type="button"
                    role="switch"
                    aria-checked={!isClosed}
                    aria-label={`Créneau ${slot.time}`}
                    className={`slot-toggle${isClosed ? ' slot-toggle--closed' : ''}`}
                    disabled={!slot.enabled || saving !== null || unreadable}
                    onClick={() => void toggle(slot.time)}
                  >
                    {isClosed ? SLOT_MESSAGES.closed : SLOT_MESSAGES.open}
                  </button>
                  {explanation ? <SlotWhyFull slot={explanation} /> : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Modal>
  );
}
