import { GUEST_FILE_TEXTS as T, staffLanguageLabel } from '@app/domain';
import type { GuestLabelCounters } from '@app/domain';
import { Button } from '@app/ui';
import { useState } from 'react';
import { GuestFileDialog } from './guest-file-dialog';
import { GuestLabelsPanel } from './guest-labels';
import { useSaveGuestFile } from './use-save-guest-file';
import './guest-file.css';

/** The part of a venue's view of a customer the card shows and edits. */
export interface GuestFileView extends GuestLabelCounters {
  allergies?: string | undefined;
  notes?: string | undefined;
  tags?: readonly string[] | undefined;
  /** The guest's language at the venue (issue 51): shown as « Anglais », nothing for French. */
  locale?: string | null | undefined;
}

/**
 * The venue's guest file of a customer on the booking's page and the profile (issue 39): allergies, note and tags
 * (« — » / « Aucun tag » while empty), the automatic labels of this venue's history, and « Modifier la fiche »
 * unless read only (an archived booking).
 */
export function GuestFileCard({
  restaurantId,
  customerId,
  view,
  readOnly = false,
  className = 'card',
  titleClassName,
}: {
  restaurantId: string;
  customerId: string;
  view: GuestFileView;
  readOnly?: boolean;
  /** The page's own card look (the profile's cards), the app's card by default. */
  className?: string;
  titleClassName?: string;
}) {
  const [editing, setEditing] = useState(false);
  const save = useSaveGuestFile({ restaurantId, customerId });
  const tags = view.tags ?? [];
  const language = staffLanguageLabel({ locale: view.locale });
  return (
    <section className={`${className} guest-file`} aria-labelledby="guest-file-title">
      <h2 id="guest-file-title" className={titleClassName}>
        {T.title}
      </h2>
      <GuestLabelsPanel counters={view} />
      <dl className="facts facts--list">
        {language ? (
          <div>
            <dt>Langue du client</dt>
            <dd data-testid="guest-language">{language}</dd>
          </div>
        ) : null}
        <div>
          <dt>{T.allergies}</dt>
          <dd data-testid="guest-allergies">{view.allergies || T.none}</dd>
        </div>
        <div>
          <dt>{T.note}</dt>
          <dd className="guest-file__note">{view.notes || T.none}</dd>
        </div>
        <div>
          <dt>{T.tags}</dt>
          <dd>
            {tags.length ? (
              <ul className="guest-file__tags">
                {tags.map((tag) => (
                  <li key={tag} className="guest-tag">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="muted">{T.noTag}</span>
            )}
          </dd>
        </div>
      </dl>
      {readOnly ? null : <Button onPress={() => setEditing(true)}>{T.edit}</Button>}
      {editing ? (
        <GuestFileDialog
          initial={{ allergies: view.allergies ?? '', notes: view.notes ?? '', tags: [...tags] }}
          busy={save.isPending}
          onClose={() => setEditing(false)}
          onSave={(fields) => save.mutate(fields, { onSuccess: () => setEditing(false) })}
        />
      ) : null}
    </section>
  );
}
