import type { HealthIntegration, HealthPlatform } from '@chairside/contracts/web';
import { useCallFailed, useToast, Box, Button, Chip, Link, Paper, Stack, Typography } from '@chairside/ui';
import {
  exportUrl,
  useConnectHealthIntegrationMutation,
  useDisconnectHealthIntegrationMutation,
  useSyncHealthIntegrationMutation,
} from '../../../entities/health-integration';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/**
 * What the last sync prepared, above its downloads. A sync that found nothing new keeps the earlier
 * export as the latest download, so it says so instead of "0 entries".
 */
function ExportStatus({ lastSync, count }: { lastSync: string; count: number }) {
  return (
    <Typography variant="body2">
      <Box component="strong" sx={{ fontWeight: 600 }}>
        {count > 0 ? `Export ready · ${entries(count)}` : 'Nothing new to export'}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {count > 0 ? ` · prepared ${when(lastSync)}` : ` · checked ${when(lastSync)}`}
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
  // The health dialog sends a session that ended to /api/login.
  const failed = useCallFailed('/api/login');
  const connected = !!integration?.connected;
  const lastSync = integration?.lastSync ?? null;
  const busy = connecting.isLoading || disconnecting.isLoading || syncing.isLoading;

  async function onConnect() {
    const r = await connect(platform);
    if ('error' in r)
      return failed(r.error, {
        title: 'Connection Failed',
        description: `Unable to connect to ${name}. Please try again.`,
        variant: 'destructive',
      });
    // Nothing reaches the platform by itself (no web connection): say what a sync does instead.
    toast({
      title: `${name} Connected`,
      description: `Sync now prepares an export of your meals and workouts to import into ${name}.`,
    });
  }

  async function onDisconnect() {
    const r = await disconnect(platform);
    if ('error' in r)
      return failed(r.error, {
        title: 'Disconnection Failed',
        description: 'Failed to disconnect from health platform. Please try again.',
        variant: 'destructive',
      });
    toast({ title: 'Disconnected', description: `${name} is no longer connected.` });
  }

  async function onSync() {
    // The lastSync shown is the starting point: a second click on the same one is the same sync.
    const r = await sync({ platform, since: lastSync });
    if ('error' in r)
      return failed(r.error, {
        title: 'Sync Failed',
        description: 'Failed to sync with health platform. Please try again.',
        variant: 'destructive',
      });
    const n = r.data.syncedData.entriesUploaded;
    toast(
      n > 0
        ? { title: `Export ready · ${entries(n)}`, description: `Download it below and import it into ${name}.` }
        : { title: 'Nothing new to export', description: 'No meals or workouts were logged since the last sync.' },
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
          label={connected ? 'Connected' : 'Not connected'}
          color={connected ? 'success' : 'default'}
          variant={connected ? 'filled' : 'outlined'}
        />
      </Box>
      {connected && !lastSync ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No export yet
        </Typography>
      ) : null}
      <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {connected ? (
          <>
            <Button variant="contained" size="small" onClick={() => void onSync()} disabled={busy}>
              {syncing.isLoading ? 'Syncing...' : 'Sync now'}
            </Button>
            <Button variant="outlined" size="small" color="error" onClick={() => void onDisconnect()} disabled={busy}>
              Disconnect
            </Button>
          </>
        ) : (
          <Button variant="contained" size="small" onClick={() => void onConnect()} disabled={busy}>
            {connecting.isLoading ? 'Connecting...' : `Connect ${name}`}
          </Button>
        )}
      </Stack>
      {lastSync ? (
        <Box sx={{ mt: 1.5 }}>
          <ExportStatus lastSync={lastSync} count={integration?.syncData?.entriesUploaded ?? 0} />
          <Stack direction="row" sx={{ mt: 0.5, gap: 2, flexWrap: 'wrap' }}>
            <Link href={exportUrl(platform, 'fhir')} download>
              {`Download ${name} FHIR bundle`}
            </Link>
            <Link href={exportUrl(platform, 'csv')} download>
              {`Download ${name} CSV`}
            </Link>
          </Stack>
        </Box>
      ) : null}
    </Paper>
  );
}
