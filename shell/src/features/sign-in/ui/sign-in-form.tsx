import { Button, CardContent, Stack } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';

export interface Credentials {
  username: string;
  pin: string;
}

interface SignInFormProps {
  /** The fields' ids, `<idPrefix>-username` and `<idPrefix>-pin`: each page's form keeps its own. */
  idPrefix: string;
  /** The first field's label: the product names it differently on each page (the value is the email). */
  usernameLabel: string;
  submitLabel: string;
  isLoading: boolean;
  onSubmit: (credentials: Credentials) => void | Promise<void>;
  /** Marks the fields required (an asterisk on each label); the form still checks nothing itself. */
  required?: boolean;
  /** Above the fields. */
  heading: ReactNode;
  /** Between the fields and the button: the failure, where a page shows it inline. */
  beforeSubmit?: ReactNode;
  /** Under the button, in the same column. */
  afterSubmit?: ReactNode;
  /** Under the column. */
  children?: ReactNode;
}

/**
 * The email-and-PIN sign-in form of the login page and the landing card. It holds no session logic:
 * each page signs in its own way (the landing page ships without the store, see use-landing-login).
 */
export function SignInForm({
  idPrefix,
  usernameLabel,
  submitLabel,
  isLoading,
  onSubmit,
  required,
  heading,
  beforeSubmit,
  afterSubmit,
  children,
}: SignInFormProps) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [pin, setPin] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    void onSubmit({ username, pin });
  }

  return (
    <CardContent component="form" onSubmit={submit} noValidate>
      {heading}
      <Stack spacing={2}>
        <TextField
          id={`${idPrefix}-username`}
          label={usernameLabel}
          // A plain text field: the product does not ask the browser to check the address.
          type="text"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          disabled={isLoading}
          required={required}
          fullWidth
        />
        <TextField
          id={`${idPrefix}-pin`}
          label={t('PIN')}
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          value={pin}
          onChange={(e) => setPin(e.target.value)}
          disabled={isLoading}
          required={required}
          fullWidth
        />
        {beforeSubmit}
        <Button type="submit" variant="contained" size="large" disabled={isLoading || !username.trim() || !pin}>
          {isLoading ? t('Signing in...') : submitLabel}
        </Button>
        {afterSubmit}
      </Stack>
      {children}
    </CardContent>
  );
}
