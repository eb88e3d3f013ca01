/** Route module for « Analytics des récompenses »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Analytics des récompenses</h1>
    </main>
  );
}
