/** Route module for « Analytics »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Analytics</h1>
    </main>
  );
}
