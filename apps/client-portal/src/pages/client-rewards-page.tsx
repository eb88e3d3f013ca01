/** Route module for « Mes récompenses »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Mes récompenses</h1>
    </main>
  );
}
