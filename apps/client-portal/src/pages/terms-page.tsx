/** Route module for the terms of use. */
export function Component() {
  return (
    <main className="page">
      <h1>Conditions d'utilisation</h1>
    </main>
  );
}
