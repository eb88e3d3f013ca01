/** Route module for « Établissement »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Établissement</h1>
    </main>
  );
}
