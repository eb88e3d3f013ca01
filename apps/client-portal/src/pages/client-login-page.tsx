/** Route module for « Connexion à votre espace »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Connexion à votre espace</h1>
    </main>
  );
}
