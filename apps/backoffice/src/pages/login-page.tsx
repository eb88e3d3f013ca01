/** Route module for « Connexion »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Connexion</h1>
    </main>
  );
}
