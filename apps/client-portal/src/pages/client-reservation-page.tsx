/** Route module for « Ma réservation »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Ma réservation</h1>
    </main>
  );
}
