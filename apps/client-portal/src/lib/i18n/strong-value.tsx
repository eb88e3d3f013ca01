import { Fragment } from 'react';

/** What a message is given in place of the value to show in bold, then split on (no catalogue holds it). */
const MARK = '\u0000';

/**
 * A catalogue sentence with one of its values in bold (« L’adresse **lea@example.fr** ne recevra plus… »),
 * wherever the language puts it: `render` gets the mark to pass as that value, and the sentence is cut around it.
 */
export function StrongValue({
  render,
  value,
  className,
}: {
  render: (mark: string) => string;
  value: string;
  className?: string;
}) {
  const parts = render(MARK).split(MARK);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <strong className={className}>{value}</strong>}
          {part}
        </Fragment>
      ))}
    </>
  );
}
