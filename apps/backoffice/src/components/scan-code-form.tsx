import { MAX_SCAN_CODE_LENGTH } from '@app/domain';
import { Button, TextField } from '@app/ui';
import { Search } from '@app/ui/icons';
import type { ScanEntry } from './use-scan-entry';
import './scan.css';

export interface ScanCodeFormProps {
  entry: ScanEntry;
  /** 'Code du bon', 'Code de la carte'. */
  label: string;
  /** The digits as printed: '335 478 293' (voucher), '2123 4567' (card). */
  placeholder: string;
}

/**
 * The manual entry of a scan page: the code and 'Vérifier'. The button stays pressable while a check runs, so
 * that a second one is answered 'Scan déjà en cours, veuillez patienter...' rather than ignored.
 */
export function ScanCodeForm({ entry, label, placeholder }: ScanCodeFormProps) {
  const { error } = entry;
  return (
    <form
      className="scan-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        entry.submit();
      }}
    >
      <TextField
        className="scan-form__field"
        label={label}
        placeholder={placeholder}
        value={entry.value}
        onChange={entry.setValue}
        maxLength={MAX_SCAN_CODE_LENGTH}
        autoComplete="off"
        spellCheck="false"
        isInvalid={error !== null}
        errorMessage={
          error ? (
            <>
              <span className="scan-form__error">{error.message}</span>
              {error.hint ? <span className="scan-form__hint"> {error.hint}</span> : null}
            </>
          ) : null
        }
      />
      <Button type="submit" variant="primary" icon={Search} className="scan-form__submit">
        Vérifier
      </Button>
    </form>
  );
}
