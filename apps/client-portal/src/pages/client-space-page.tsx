/** Route module for « Mon espace fidélité »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Mon espace fidélité</h1>
    </main>
  );
}
