import { Box } from '@chairside/ui';
import { DemoBanner, Features, Hero, LandingFooter, LandingNav, SocialProof } from './ui/landing-sections';
import { AccountDeletedNotice } from './ui/account-deleted-notice';
import { LandingLoginCard } from './ui/landing-login-card';
import { MarketingMockups } from './ui/marketing-mockups';
import { useProtectedCta } from './use-protected-cta';

/** `/` signed out (docs/product.md "Signing in", landing page). */
export function LandingPage() {
  const go = useProtectedCta();
  const explore = () => document.getElementById('features')?.scrollIntoView({ behavior: 'smooth' });
  return (
    <>
      <LandingNav />
      <DemoBanner />
      <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, py: 4, display: 'grid', gap: 6 }}>
        <AccountDeletedNotice />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 4, alignItems: 'start' }}>
          <Hero onExplore={explore} />
          <LandingLoginCard />
        </Box>
        <Features go={(t) => void go(t)} />
        <MarketingMockups />
        <SocialProof go={(t) => void go(t)} />
      </Box>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 } }}>
        <LandingFooter />
      </Box>
    </>
  );
}
