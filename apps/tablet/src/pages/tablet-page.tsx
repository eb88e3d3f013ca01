/** Route module for « Tablette fidélité »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Tablette fidélité</h1>
    </main>
  );
}
