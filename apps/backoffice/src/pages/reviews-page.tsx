/** Route module for « Avis Clients »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Avis Clients</h1>
    </main>
  );
}
