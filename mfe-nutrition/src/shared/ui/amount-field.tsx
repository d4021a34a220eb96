import { TextField } from '@chairside/ui';
import { fieldError } from '../lib/amount';

/** A number field that says beside itself when its value is negative. */
export function AmountField({
  id,
  label,
  value,
  onChange,
  step,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  step: number;
}) {
  const error = fieldError(value);
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
