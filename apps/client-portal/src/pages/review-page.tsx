/** Route module for « Votre avis »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Votre avis</h1>
    </main>
  );
}
