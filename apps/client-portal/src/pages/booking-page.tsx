/** Route module for « Réserver une table »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Réserver une table</h1>
    </main>
  );
}
