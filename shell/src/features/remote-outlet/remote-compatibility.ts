/**
 * What a remote declares it was built with (tools/webpack/federation.cjs writes it into the remote's
 * mf-manifest.json as `metaData.chairside`, and into its release.json).
 */
interface DeclaredCompatibility {
  version?: string;
  contractsMajor?: number;
  /** Package -> the range the remote requires of the shell's loaded copy. */
  shared?: Record<string, string>;
}

/** Whether `version` (x.y.z) satisfies `range`; the check module federation itself uses for shares. */
type Satisfies = (version: string, range: string) => boolean;

/**
 * Why the shell must not run a remote, or null when it may. A remote is refused when it was built for
 * another major of the remote-module contract, or requires a shared library in a range the shell's
 * copy (`shellShared`: package -> version) does not satisfy: as a singleton, the remote would run on
 * the shell's copy. A package the shell does not provide is the remote's own affair (it brings its
 * copy). A manifest without the declaration (a build from before it existed) is let through: the
 * contract version of its `./routes` module is still checked once it loads.
 */
export function refusalOf(
  declared: unknown,
  shellContractsMajor: number,
  shellShared: Record<string, string>,
  satisfies: Satisfies,
): string | null {
  if (!declared || typeof declared !== 'object') return null;
  const d = declared as DeclaredCompatibility;
  if (d.contractsMajor !== undefined && d.contractsMajor !== shellContractsMajor)
    return `built for contracts major ${String(d.contractsMajor)}, this shell speaks ${shellContractsMajor}`;
  for (const [name, range] of Object.entries(d.shared ?? {})) {
    const mine = shellShared[name];
    if (mine === undefined) continue;
    if (typeof range !== 'string' || !satisfies(mine, range))
      return `needs ${name} ${String(range)}, this shell has ${mine}`;
  }
  return null;
}
