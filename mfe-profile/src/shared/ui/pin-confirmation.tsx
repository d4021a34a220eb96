import { TextField } from '@chairside/ui/forms';
import { useRef, useState, type ReactNode } from 'react';
import { t as translate, useT } from '../i18n';

const PIN_INPUT = { inputMode: 'numeric', autoComplete: 'current-password', maxLength: 64 } as const;

/**
 * The PIN a dialog asks for to confirm it is the member, and what is wrong with it, shown by the
 * field (focus moved there): missing, or the API's answer about it.
 */
export function usePinConfirmation() {
  const ref = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function show(message: string) {
    setProblem(message);
    ref.current?.focus();
  }

  return {
    pin,
    problem,
    ref,
    setPin,
    clear: () => setProblem(null),
    /** Nothing typed yet: says so by the field; true when it did. */
    missing(): boolean {
      if (pin) return false;
      show(translate('Enter your PIN to confirm it is you.'));
      return true;
    },
    /** The API's answers that are about the PIN typed (not right, missing, too many wrong ones) go by the field; true when it did. */
    fromApi(error: unknown, message: string | undefined): boolean {
      const status = (error as { status?: unknown }).status;
      if (!message || !(status === 400 || status === 403 || status === 429)) return false;
      show(message);
      return true;
    },
  };
}

/** "Your PIN", with the problem (or `hint`) under it, announced to screen readers. */
export function PinConfirmationField({
  confirmation,
  hint,
  autoFocus,
}: {
  confirmation: ReturnType<typeof usePinConfirmation>;
  hint?: ReactNode;
  autoFocus?: boolean;
}) {
  const { pin, problem, ref, setPin, clear } = confirmation;
  const t = useT();
  return (
    <TextField
      label={t('Your PIN')}
      type="password"
      value={pin}
      onChange={(e) => {
        setPin(e.target.value);
        clear();
      }}
      error={problem !== null}
      helperText={problem ? <span role="alert">{problem}</span> : hint}
      inputRef={ref}
      slotProps={{ htmlInput: PIN_INPUT }}
      autoFocus={autoFocus}
    />
  );
}
