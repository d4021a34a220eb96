import { BottomNavigation, BottomNavigationAction, Fab, Paper } from '@chairside/ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { quickActionsBlockTarget } from '../../features/quick-actions';

const TABS = [
  { to: '/dashboard', label: 'Home' },
  { to: '/stretches', label: 'Stretches' },
  { to: '/progress', label: 'Progress' },
  { to: '/community', label: 'Community' },
  { to: '/settings', label: 'Settings' },
];

/**
 * spec 2: the mobile bottom tab bar, with the floating quick-actions button above it. Each tab is a
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
        sx={{ position: 'absolute', right: 16, top: -28 }}
      >
        <span aria-hidden="true" style={{ fontSize: 24, lineHeight: 1 }}>
          +
        </span>
      </Fab>
      <BottomNavigation showLabels value={current}>
        {TABS.map((t) => (
          <BottomNavigationAction
            key={t.to}
            value={t.to}
            label={t.label}
            component={Link}
            to={t.to}
            aria-current={t.to === current ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
