/** Route module for « Valider code-barres »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Valider code-barres</h1>
    </main>
  );
}
