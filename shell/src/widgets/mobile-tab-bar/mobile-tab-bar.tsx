import {
  AddIcon,
  BottomNavigation,
  BottomNavigationAction,
  CommunityIcon,
  Fab,
  HomeIcon,
  Paper,
  ProgressIcon,
  SettingsIcon,
  StretchIcon,
} from '@chairside/ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { quickActionsBlockTarget } from '../../features/quick-actions';
import { t as translate, useT } from '../../shared/i18n';

const TABS = [
  { to: '/dashboard', label: () => translate('Home'), Icon: HomeIcon },
  { to: '/stretches', label: () => translate('Stretches'), Icon: StretchIcon },
  { to: '/progress', label: () => translate('Progress'), Icon: ProgressIcon },
  { to: '/community', label: () => translate('Community'), Icon: CommunityIcon },
  { to: '/settings', label: () => translate('Settings'), Icon: SettingsIcon },
];

/**
 * The mobile bottom tab bar, with the quick-actions button as its last, right-hand item: bottom right,
 * where the desktop's floating button is, and inside the bar, so it covers nothing on the page. Each
 * tab is a link (`<a href>`), so it is announced as one and opens in a new tab like any other link.
 */
export function MobileTabBar() {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = TABS.find((tab) => tab.to === pathname || (pathname === '/' && tab.to === '/dashboard'))?.to ?? false;
  return (
    <Paper
      component="nav"
      aria-label={t('Tabs')}
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        display: { xs: 'flex', md: 'none' },
        alignItems: 'center',
        zIndex: 1100,
      }}
    >
      <BottomNavigation showLabels value={current} sx={{ flex: 1, minWidth: 0 }}>
        {TABS.map((tab) => (
          <BottomNavigationAction
            key={tab.to}
            value={tab.to}
            label={tab.label()}
            icon={<tab.Icon aria-hidden="true" />}
            component={Link}
            to={tab.to}
            aria-current={tab.to === current ? 'page' : undefined}
            // Five tabs and the button share 390 px: no minimum width, and the current tab's label
            // keeps its size, so 'Community' is read whole.
            sx={{ minWidth: 0, px: 0.25, '&.Mui-selected .MuiBottomNavigationAction-label': { fontSize: '0.75rem' } }}
          />
        ))}
      </BottomNavigation>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('Go to quick actions')}
        onClick={() => {
          const to = quickActionsBlockTarget(pathname);
          if (to) navigate(to);
        }}
        sx={{ flex: 'none', mx: 1.5, boxShadow: 'none' }}
      >
        <AddIcon aria-hidden="true" />
      </Fab>
    </Paper>
  );
}
