import { PrivacyNotice } from '../features/legal';

/** `/confidentialite`: the privacy notice (linked from registration, the data-protection dialog and the tablet). */
export function Component() {
  return (
    <main className="page legal">
      <PrivacyNotice />
    </main>
  );
}
