/** Route module for « Invitation »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Invitation</h1>
    </main>
  );
}
