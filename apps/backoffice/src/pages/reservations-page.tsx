/** Route module for « Réservations »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Réservations</h1>
    </main>
  );
}
