import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface CardProps {
  /** Heading of the card; the card becomes a region named by it. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Buttons at the heading's right (e.g. a Menu). */
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A surface that groups one thing (a booking, a customer, a setting block). */
export function Card({ title, headingLevel = 3, actions, footer, children, className }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('ui-card', className)} aria-labelledby={title ? headingId : undefined}>
      {title || actions ? (
        <header className="ui-card__header">
          {title ? (
            <Heading id={headingId} className="ui-card__title">
              {title}
            </Heading>
          ) : null}
          {actions ? <div className="ui-card__actions">{actions}</div> : null}
        </header>
      ) : null}
      <div className="ui-card__body">{children}</div>
      {footer ? <footer className="ui-card__footer">{footer}</footer> : null}
    </section>
  );
}
