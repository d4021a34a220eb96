// Runtime plugin of the shell (tools/webpack/federation.cjs registers it with the shell's contracts
// major): a remote whose mf-manifest.json declares another contracts major, or a shared-library range
// the shell's copy does not satisfy, is refused before any of its code runs. The refusal travels as the
// load's error, so the outlet shows that area's fallback card with Retry, and the API hears of it once
// per remote per page load (POST /api/client-errors). It runs in the federation runtime before the
// shared modules exist, so it imports nothing shared (the path below is API_PATHS.reportClientError).
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { refusalOf } from './remote-compatibility';

const REPORT_PATH = '/api/client-errors';
const reported = new Set<string>();

function report(remote: string, version: string | null, reason: string): void {
  if (reported.has(remote)) return;
  reported.add(remote);
  void fetch(REPORT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'remote-refused', remote, version, reason: reason.slice(0, 500) }),
    keepalive: true,
  }).catch(() => undefined); // a report that cannot be sent changes nothing for the member
}

/** The version of each library the shell provides (what a singleton remote would run on). */
function shellVersions(shared: Record<string, { version?: string; from?: string }[]>, host: string) {
  const versions: Record<string, string> = {};
  for (const [name, copies] of Object.entries(shared)) {
    const mine = copies.find((c) => c.from === host)?.version;
    if (mine) versions[name] = mine;
  }
  return versions;
}

export default function compatibilityPlugin({
  contractsMajor,
}: {
  contractsMajor: number;
}): ModuleFederationRuntimePlugin {
  return {
    name: 'chairside-remote-compatibility',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const declared = (args.manifestJson.metaData as { chairside?: { version?: unknown } }).chairside;
      const shared = (args.options.shared ?? {}) as Record<string, { version?: string; from?: string }[]>;
      const reason = refusalOf(declared, contractsMajor, shellVersions(shared, args.options.name), satisfy);
      if (!reason) return args;
      const remote = args.moduleInfo.name;
      const version = typeof declared?.version === 'string' ? declared.version : null;
      report(remote, version, reason);
      throw new Error(`${remote} ${version ?? '(unversioned)'} refused: ${reason}`);
    },
  };
}
