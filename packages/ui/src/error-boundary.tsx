import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called by « Fermer »: e.g. closes the modal that crashed. Without it, « Fermer » retries rendering. */
  onClose?: () => void;
  /** Replaces `window.location.reload` (tests). */
  onReload?: () => void;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches a crash in a screen or a modal and shows 'Erreur de chargement' with Close and Reload
 * (staff-operations.md §8) instead of a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erreur de rendu', error, info.componentStack);
  }

  private close = () => {
    this.setState({ error: null });
    this.props.onClose?.();
  };

  private reload = () => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorPanel onClose={this.close} onReload={this.reload} />;
  }
}

export interface ErrorPanelProps {
  onClose: () => void;
  onReload: () => void;
}

/**
 * The panel a crash shows: 'Erreur de chargement' with « Fermer » and « Recharger la page ». Used by the
 * boundary above and by routers for a screen that failed to load (e.g. its code could not be fetched).
 */
export function ErrorPanel({ onClose, onReload }: ErrorPanelProps) {
  return (
    <div className="error-panel" role="alert">
      <p className="error-panel__icon" aria-hidden="true">
        ⚠️
      </p>
      <h2>Erreur de chargement</h2>
      <p>Une erreur est survenue lors de l'affichage de cet écran.</p>
      <div className="error-panel__actions">
        <button type="button" className="button" onClick={onClose}>
          Fermer
        </button>
        <button type="button" className="button button--primary" onClick={onReload}>
          Recharger la page
        </button>
      </div>
    </div>
  );
}
