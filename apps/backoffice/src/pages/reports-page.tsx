/** Route module for « Rapports »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Rapports</h1>
    </main>
  );
}
