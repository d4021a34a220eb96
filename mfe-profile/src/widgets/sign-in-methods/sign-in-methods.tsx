import type { Passkey } from '@chairside/contracts';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  List,
  ListItem,
  SectionCard,
  Switch,
  Typography,
} from '@chairside/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useSignInMethodsQuery } from '../../entities/sign-in-methods';
import { PinSignInDialog } from './pin-sign-in-dialog';

// Loaded when first opened: WebAuthn's browser code is not on /settings's first chunk.
const AddPasskeyDialog = lazy(() =>
  import('../../features/add-passkey').then((m) => ({ default: m.AddPasskeyDialog })),
);
const RemovePasskeyDialog = lazy(() =>
  import('../../features/remove-passkey').then((m) => ({ default: m.RemovePasskeyDialog })),
);

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Sign-in methods: the member's passkeys (add, remove) and whether the PIN alone still signs in.
 * The switch changes nothing by itself: it asks for the PIN first (PinSignInDialog).
 */
export function SignInMethods() {
  const { data, isLoading, isError, refetch } = useSignInMethodsQuery();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  /** The PIN sign-in asked for, waiting for the PIN; null while no change is asked. */
  const [switchingTo, setSwitchingTo] = useState<boolean | null>(null);
  const pinHelpId = useId();
  const listId = useId();

  if (isLoading)
    return (
      <SectionCard title="Sign-in methods">
        <CircularProgress size={24} aria-label="Loading sign-in methods" />
      </SectionCard>
    );
  if (isError || !data)
    return (
      <SectionCard title="Sign-in methods">
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Retry</Button>}>
          Your sign-in methods could not be loaded.
        </Alert>
      </SectionCard>
    );

  const hasPasskey = data.passkeys.length > 0;
  const pinHelp = data.pinSignIn
    ? hasPasskey
      ? 'Turn off to sign in with a passkey only.'
      : 'Add a passkey before you can turn this off.'
    : 'Your PIN alone no longer signs you in: use a passkey. You still need your PIN to change it or delete your account.';

  return (
    <SectionCard title="Sign-in methods">
      <Typography variant="subtitle2" component="h3" id={listId} gutterBottom>
        Passkeys
      </Typography>
      {hasPasskey ? (
        <List aria-labelledby={listId} disablePadding>
          {data.passkeys.map((p) => (
            <ListItem key={p.id} disableGutters divider>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', width: '100%' }}>
                <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Added {day(p.createdAt)} · {p.lastUsedAt ? `Last used ${day(p.lastUsedAt)}` : 'Not used yet'}
                  </Typography>
                </Box>
                <Button size="small" onClick={() => setRemoving(p)} aria-label={`Remove passkey ${p.name}`}>
                  Remove
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">
          No passkeys yet. A passkey signs you in with your fingerprint, face or screen lock, without your PIN.
        </Typography>
      )}
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setAdding(true)}>
        Add a passkey
      </Button>

      {data.ssoLinks.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Work accounts
          </Typography>
          {data.ssoLinks.map((l) => (
            <Typography key={`${l.issuer} ${l.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {l.email} · linked {day(l.linkedAt)}
            </Typography>
          ))}
        </Box>
      ) : null}

      <Box sx={{ mt: 3 }}>
        <FormControlLabel
          control={
            <Switch
              checked={data.pinSignIn}
              disabled={data.pinSignIn && !hasPasskey}
              onChange={(e) => setSwitchingTo(e.target.checked)}
              slotProps={{ input: { 'aria-describedby': pinHelpId } }}
            />
          }
          label="Sign in with PIN"
        />
        <FormHelperText id={pinHelpId} sx={{ mt: 0 }}>
          {pinHelp}
        </FormHelperText>
      </Box>
      {switchingTo !== null ? <PinSignInDialog enable={switchingTo} onClose={() => setSwitchingTo(null)} /> : null}

      <Suspense fallback={null}>
        {adding ? <AddPasskeyDialog onClose={() => setAdding(false)} /> : null}
        {removing ? <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} /> : null}
      </Suspense>
    </SectionCard>
  );
}
