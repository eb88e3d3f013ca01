import { Dialog } from './dialog';
import type { DialogProps } from './dialog';

export type SheetProps = Omit<DialogProps, 'layout' | 'size'>;

/**
 * A dialog that fills the phone's screen (a long form, a filter panel) and slides in at the side on wider
 * screens; same keyboard and focus behaviour as Dialog.
 */
export function Sheet(props: SheetProps) {
  return <Dialog {...props} layout="sheet" />;
}
