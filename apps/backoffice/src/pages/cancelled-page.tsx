/** Route module for « Annulations récentes »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Annulations récentes</h1>
    </main>
  );
}
