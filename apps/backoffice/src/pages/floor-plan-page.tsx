/** Route module for « Plan de salle »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Plan de salle</h1>
    </main>
  );
}
