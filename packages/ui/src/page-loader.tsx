/** Shown while a lazily loaded route arrives: a polite status, not a blank screen. */
export function PageLoader({ label = 'Chargement...' }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
