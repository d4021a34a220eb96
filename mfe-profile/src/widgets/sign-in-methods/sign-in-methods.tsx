import type { Passkey } from '@chairside/contracts';
import {
  useLocale,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  LoadFailed,
  SectionCard,
  Typography,
} from '@chairside/ui';
import { FormControlLabel, FormHelperText, Switch } from '@chairside/ui/forms';
import { lazy, Suspense, useId, useState } from 'react';
import { useSignInMethodsQuery } from '../../entities/sign-in-methods';
import { useT } from '../../shared/i18n';

// Loaded when first opened: WebAuthn's browser code and the PIN forms are not on /settings's first chunk.
const PinSignInDialog = lazy(() => import('./pin-sign-in-dialog').then((m) => ({ default: m.PinSignInDialog })));
const AddPasskeyDialog = lazy(() =>
  import('../../features/add-passkey').then((m) => ({ default: m.AddPasskeyDialog })),
);
const RemovePasskeyDialog = lazy(() =>
  import('../../features/remove-passkey').then((m) => ({ default: m.RemovePasskeyDialog })),
);

const day = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });

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
  const t = useT();
  const locale = useLocale();

  if (isLoading || isError || !data)
    return (
      <SectionCard title={t('Sign-in methods')}>
        {isLoading ? (
          <CircularProgress size={24} aria-label={t('Loading sign-in methods')} />
        ) : (
          <LoadFailed onRetry={refetch}>{t('Your sign-in methods could not be loaded.')}</LoadFailed>
        )}
      </SectionCard>
    );

  const hasPasskey = data.passkeys.length > 0;
  const pinHelp = data.pinSignIn
    ? hasPasskey
      ? t('Turn off to sign in with a passkey only.')
      : t('Add a passkey before you can turn this off.')
    : t(
        'Your PIN alone no longer signs you in: use a passkey. You still need your PIN to change it or delete your account.',
      );

  return (
    <SectionCard title={t('Sign-in methods')}>
      <Typography variant="subtitle2" component="h3" id={listId} gutterBottom>
        {t('Passkeys')}
      </Typography>
      {hasPasskey ? (
        <List aria-labelledby={listId} disablePadding>
          {data.passkeys.map((p) => (
            <ListItem key={p.id} disableGutters divider>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', width: '100%' }}>
                <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {p.lastUsedAt
                      ? t('Added {{added}} · Last used {{used}}', {
                          added: day(p.createdAt, locale),
                          used: day(p.lastUsedAt, locale),
                        })
                      : t('Added {{added}} · Not used yet', { added: day(p.createdAt, locale) })}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  onClick={() => setRemoving(p)}
                  aria-label={t('Remove passkey {{name}}', { name: p.name })}
                >
                  {t('Remove')}
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">
          {t('No passkeys yet. A passkey signs you in with your fingerprint, face or screen lock, without your PIN.')}
        </Typography>
      )}
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setAdding(true)}>
        {t('Add a passkey')}
      </Button>

      {data.ssoLinks.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('Work accounts')}
          </Typography>
          {data.ssoLinks.map((l) => (
            <Typography key={`${l.issuer} ${l.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('{{email}} · linked {{date}}', { email: l.email, date: day(l.linkedAt, locale) })}
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
          label={t('Sign in with PIN')}
        />
        <FormHelperText id={pinHelpId} sx={{ mt: 0 }}>
          {pinHelp}
        </FormHelperText>
      </Box>
      <Suspense fallback={null}>
        {switchingTo !== null ? <PinSignInDialog enable={switchingTo} onClose={() => setSwitchingTo(null)} /> : null}
        {adding ? <AddPasskeyDialog onClose={() => setAdding(false)} /> : null}
        {removing ? <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} /> : null}
      </Suspense>
    </SectionCard>
  );
}
