import { REMOTE_CONTRACT_VERSION } from '@chairside/contracts';
import { pickPage } from './pick-page';

const Page = () => null;
const routesModule = (contractVersion: string) => ({
  default: {
    contractVersion,
    remote: 'mfe_profile',
    buildId: 'b1',
    pages: [{ path: '/settings', title: 'Settings', requiresAuth: true, Component: Page }],
  },
});

describe('pickPage', () => {
  it('finds the page of a compatible remote', () => {
    expect(pickPage(routesModule(REMOTE_CONTRACT_VERSION), 'mfe_profile', '/settings')).toMatchObject({
      page: { title: 'Settings' },
      buildId: 'b1',
    });
  });
  it('accepts a newer minor of the same major', () => {
    expect(() => pickPage(routesModule('1.9.0'), 'mfe_profile', '/settings')).not.toThrow();
  });
  it('refuses a remote built for another major', () => {
    expect(() => pickPage(routesModule('2.0.0'), 'mfe_profile', '/settings')).toThrow('was built for contract 2.0.0');
  });
  it('refuses the offline fallback module and a missing page', () => {
    expect(() =>
      pickPage({ default: { remoteUnavailable: true, reason: 'ScriptNetworkError' } }, 'mfe_profile', '/settings'),
    ).toThrow('could not be loaded: ScriptNetworkError');
    expect(() => pickPage(routesModule(REMOTE_CONTRACT_VERSION), 'mfe_profile', '/nope')).toThrow(
      'has no page for /nope',
    );
  });
});
