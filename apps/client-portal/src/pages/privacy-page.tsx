/** Route module for the privacy notice. */
export function Component() {
  return (
    <main className="page">
      <h1>Politique de confidentialité</h1>
    </main>
  );
}
