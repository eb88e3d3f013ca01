/** Route module for « Choisissez votre restaurant »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Choisissez votre restaurant</h1>
    </main>
  );
}
