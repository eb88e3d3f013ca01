/** Route module for « Réservations en attente »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Réservations en attente</h1>
    </main>
  );
}
