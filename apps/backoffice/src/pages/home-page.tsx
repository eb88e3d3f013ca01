/** Route module for « Accueil »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Accueil</h1>
    </main>
  );
}
