import { TermsOfUse } from '../features/legal';

/** `/conditions-utilisation`: the terms of use (linked from registration, the tablet and the legal links). */
export function Component() {
  return (
    <main className="page legal">
      <TermsOfUse />
    </main>
  );
}
