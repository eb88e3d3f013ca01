/** Route module for « Tablette fidélité »; the kiosk's screens will be composed here from features. */
export function Component() {
  return (
    <main className="page tablet-page">
      <h1>Tablette fidélité</h1>
    </main>
  );
}
