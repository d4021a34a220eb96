import type { HealthIntegration, HealthPlatform } from '@chairside/contracts/web';
import { useCallFailed, useLocale, useToast, Box, Button, Chip, Link, Paper, Stack, Typography } from '@chairside/ui';
import {
  exportUrl,
  useConnectHealthIntegrationMutation,
  useDisconnectHealthIntegrationMutation,
  useSyncHealthIntegrationMutation,
} from '../../../entities/health-integration';
import { useT } from '../../../shared/i18n';

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * What the last sync prepared, above its downloads. A sync that found nothing new keeps the earlier
 * export as the latest download, so it says so instead of "0 entries".
 */
function ExportStatus({ lastSync, count }: { lastSync: string; count: number }) {
  const t = useT();
  const locale = useLocale();
  const date = when(lastSync, locale);
  return (
    <Typography variant="body2">
      <Box component="strong" sx={{ fontWeight: 600 }}>
        {count > 0
          ? t('Export ready · {{count}} entries', { defaultValue_one: 'Export ready · {{count}} entry', count })
          : t('Nothing new to export')}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {` · ${count > 0 ? t('prepared {{date}}', { date }) : t('checked {{date}}', { date })}`}
      </Box>
    </Typography>
  );
}

/** One health service: not connected → connect → connected → sync → disconnect. */
export function PlatformCard({
  platform,
  name,
  integration,
}: {
  platform: HealthPlatform;
  name: string;
  integration: HealthIntegration | undefined;
}) {
  const [connect, connecting] = useConnectHealthIntegrationMutation();
  const [disconnect, disconnecting] = useDisconnectHealthIntegrationMutation();
  const [sync, syncing] = useSyncHealthIntegrationMutation();
  const { toast } = useToast();
  const t = useT();
  // The health dialog sends a session that ended to /api/login.
  const failed = useCallFailed('/api/login');
  const connected = !!integration?.connected;
  const lastSync = integration?.lastSync ?? null;
  const busy = connecting.isLoading || disconnecting.isLoading || syncing.isLoading;

  async function onConnect() {
    const r = await connect(platform);
    if ('error' in r)
      return failed(r.error, {
        title: t('Connection Failed'),
        description: t('Unable to connect to {{name}}. Please try again.', { name }),
        variant: 'destructive',
      });
    // Nothing reaches the platform by itself (no web connection): say what a sync does instead.
    toast({
      title: t('{{name}} Connected', { name }),
      description: t('Sync now prepares an export of your meals and workouts to import into {{name}}.', { name }),
    });
  }

  async function onDisconnect() {
    const r = await disconnect(platform);
    if ('error' in r)
      return failed(r.error, {
        title: t('Disconnection Failed'),
        description: t('Failed to disconnect from health platform. Please try again.'),
        variant: 'destructive',
      });
    toast({ title: t('Disconnected'), description: t('{{name}} is no longer connected.', { name }) });
  }

  async function onSync() {
    // The lastSync shown is the starting point: a second click on the same one is the same sync.
    const r = await sync({ platform, since: lastSync });
    if ('error' in r)
      return failed(r.error, {
        title: t('Sync Failed'),
        description: t('Failed to sync with health platform. Please try again.'),
        variant: 'destructive',
      });
    const n = r.data.syncedData.entriesUploaded;
    toast(
      n > 0
        ? {
            title: t('Export ready · {{count}} entries', {
              defaultValue_one: 'Export ready · {{count}} entry',
              count: n,
            }),
            description: t('Download it below and import it into {{name}}.', { name }),
          }
        : {
            title: t('Nothing new to export'),
            description: t('No meals or workouts were logged since the last sync.'),
          },
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {name}
        </Typography>
        <Chip
          size="small"
          label={connected ? t('Connected') : t('Not connected')}
          color={connected ? 'success' : 'default'}
          variant={connected ? 'filled' : 'outlined'}
        />
      </Box>
      {connected && !lastSync ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('No export yet')}
        </Typography>
      ) : null}
      <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {connected ? (
          <>
            <Button variant="contained" size="small" onClick={() => void onSync()} disabled={busy}>
              {syncing.isLoading ? t('Syncing...') : t('Sync now')}
            </Button>
            <Button variant="outlined" size="small" color="error" onClick={() => void onDisconnect()} disabled={busy}>
              {t('Disconnect')}
            </Button>
          </>
        ) : (
          <Button variant="contained" size="small" onClick={() => void onConnect()} disabled={busy}>
            {connecting.isLoading ? t('Connecting...') : t('Connect {{name}}', { name })}
          </Button>
        )}
      </Stack>
      {lastSync ? (
        <Box sx={{ mt: 1.5 }}>
          <ExportStatus lastSync={lastSync} count={integration?.syncData?.entriesUploaded ?? 0} />
          <Stack direction="row" sx={{ mt: 0.5, gap: 2, flexWrap: 'wrap' }}>
            <Link href={exportUrl(platform, 'fhir')} download>
              {t('Download {{name}} FHIR bundle', { name })}
            </Link>
            <Link href={exportUrl(platform, 'csv')} download>
              {t('Download {{name}} CSV', { name })}
            </Link>
          </Stack>
        </Box>
      ) : null}
    </Paper>
  );
}
