/** Route module for « Restaurants »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Restaurants</h1>
    </main>
  );
}
