import type { RemotesManifest } from '@chairside/contracts';
import { keepReleases, remoteReleases } from './remote-releases';

describe('keepReleases', () => {
  it("reads the gateway's release entries and the older bare URLs, and keeps the answer for the About panel", () => {
    const manifest = {
      mfe_nutrition: '/remotes/mfe-nutrition/mf-manifest.json',
      mfe_exercise: { entry: '/remotes/mfe-exercise/mf-manifest.json', version: null, canary: false },
      mfe_community: {
        entry: '/remotes/mfe-community/0.2.0-bbbbbbb2/mf-manifest.json',
        version: '0.2.0-bbbbbbb2',
        canary: true,
      },
      mfe_profile: 'https://cdn.example.com/profile/mf-manifest.json',
    } as RemotesManifest;
    // The federation runtime gets names and entries only (a `version` field means something else to it).
    expect(keepReleases(manifest)).toEqual([
      { name: 'mfe_nutrition', entry: '/remotes/mfe-nutrition/mf-manifest.json' },
      { name: 'mfe_exercise', entry: '/remotes/mfe-exercise/mf-manifest.json' },
      { name: 'mfe_community', entry: '/remotes/mfe-community/0.2.0-bbbbbbb2/mf-manifest.json' },
      { name: 'mfe_profile', entry: 'https://cdn.example.com/profile/mf-manifest.json' },
    ]);
    expect(remoteReleases()).toEqual([
      { name: 'mfe_nutrition', entry: '/remotes/mfe-nutrition/mf-manifest.json', version: null, canary: false },
      { name: 'mfe_exercise', entry: '/remotes/mfe-exercise/mf-manifest.json', version: null, canary: false },
      {
        name: 'mfe_community',
        entry: '/remotes/mfe-community/0.2.0-bbbbbbb2/mf-manifest.json',
        version: '0.2.0-bbbbbbb2',
        canary: true,
      },
      { name: 'mfe_profile', entry: 'https://cdn.example.com/profile/mf-manifest.json', version: null, canary: false },
    ]);
  });
});
