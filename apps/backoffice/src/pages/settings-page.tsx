/** Route module for « Paramètres »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Paramètres</h1>
    </main>
  );
}
