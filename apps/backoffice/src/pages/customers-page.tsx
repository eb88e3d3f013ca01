/** Route module for « Fichier Client »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Fichier Client</h1>
    </main>
  );
}
