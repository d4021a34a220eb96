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

const TABS = [
  { to: '/dashboard', label: 'Home', Icon: HomeIcon },
  { to: '/stretches', label: 'Stretches', Icon: StretchIcon },
  { to: '/progress', label: 'Progress', Icon: ProgressIcon },
  { to: '/community', label: 'Community', Icon: CommunityIcon },
  { to: '/settings', label: 'Settings', Icon: SettingsIcon },
];

/**
 * The mobile bottom tab bar, with the floating quick-actions button above it. Each tab is a
 * link (`<a href>`), so it is announced as one and opens in a new tab like any other link.
 */
export function MobileTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = TABS.find((t) => t.to === pathname || (pathname === '/' && t.to === '/dashboard'))?.to ?? false;
  return (
    <Paper
      component="nav"
      aria-label="Tabs"
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, display: { xs: 'block', md: 'none' }, zIndex: 1100 }}
    >
      <Fab
        color="primary"
        size="medium"
        aria-label="Go to quick actions"
        onClick={() => {
          const to = quickActionsBlockTarget(pathname);
          if (to) navigate(to);
        }}
        // Fully above the bar, so it never covers a tab.
        sx={{ position: 'absolute', right: 16, bottom: 'calc(100% + 12px)' }}
      >
        <AddIcon aria-hidden="true" />
      </Fab>
      <BottomNavigation showLabels value={current}>
        {TABS.map((t) => (
          <BottomNavigationAction
            key={t.to}
            value={t.to}
            label={t.label}
            icon={<t.Icon aria-hidden="true" />}
            component={Link}
            to={t.to}
            aria-current={t.to === current ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
