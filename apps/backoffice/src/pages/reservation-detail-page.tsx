/** Route module for « Réservation »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Réservation</h1>
    </main>
  );
}
