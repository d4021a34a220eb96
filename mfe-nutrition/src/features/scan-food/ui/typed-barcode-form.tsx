import { Button, Stack } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';

/** EAN-8 to GTIN-14: the digits printed under a product barcode. */
const BARCODE_DIGITS = /^\d{8,14}$/;

/** Without a camera, the number under the barcode can be typed and looked up the same way. */
export function TypedBarcodeForm({ onLookUp, busy }: { onLookUp: (code: string) => void; busy: boolean }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!BARCODE_DIGITS.test(digits)) return setError(t('Enter the 8 to 14 digits under the barcode.'));
    setError('');
    onLookUp(digits);
  }
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      noValidate
      sx={{ width: '100%', maxWidth: 420, alignItems: 'flex-start' }}
    >
      <TextField
        label={t('Barcode number')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={!!error}
        helperText={error || ' '}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      {/* Beside the field on one line, even at 390 px. */}
      <Button
        type="submit"
        variant="contained"
        disabled={busy || !code.trim()}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', minHeight: 40 }}
      >
        {t('Look Up')}
      </Button>
    </Stack>
  );
}
