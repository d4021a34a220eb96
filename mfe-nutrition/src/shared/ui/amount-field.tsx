import { TextField } from '@chairside/ui/forms';
import { fieldError } from '../lib/amount';

/**
 * A number field that says beside itself what is wrong with its value: `error` when the form
 * checks it (limits included), else only a negative value.
 */
export function AmountField({
  id,
  label,
  value,
  onChange,
  step,
  error: formError,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  step: number;
  error?: string;
}) {
  const error = formError ?? fieldError(value);
  return (
    <TextField
      id={id}
      label={label}
      type="number"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error !== null}
      helperText={error ?? undefined}
      slotProps={{ htmlInput: { min: 0, step } }}
      fullWidth
    />
  );
}
