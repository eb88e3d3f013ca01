/** Route module for « Ma carte de fidélité »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Ma carte de fidélité</h1>
    </main>
  );
}
