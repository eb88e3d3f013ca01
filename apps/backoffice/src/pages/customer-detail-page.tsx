/** Route module for « Profil client »; the screen itself is composed from features. */
export function Component() {
  return (
    <main className="page">
      <h1>Profil client</h1>
    </main>
  );
}
