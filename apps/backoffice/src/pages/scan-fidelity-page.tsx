/** Route module for « Scan fidélité »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Scan fidélité</h1>
    </main>
  );
}
