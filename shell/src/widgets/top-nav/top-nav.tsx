import {
  AppBar,
  Avatar,
  Box,
  Button,
  Collapse,
  IconButton,
  MenuIcon,
  List,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
} from '@chairside/ui';
import { baseApi, useLogoutMutation } from '@chairside/api-client';
import { PRODUCT, type User } from '@chairside/contracts/web';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { NavLink } from 'react-router-dom';
import { t as translate, useT } from '../../shared/i18n';
import { displayName, initials } from '../../shared/lib/user-display';

// Its own chunk, fetched when opened: the first load stays as it was.
const AboutDialog = lazy(() => import('../../features/about-chairside').then((m) => ({ default: m.AboutDialog })));

// decisions.md "Navigation": the original bar plus Progress and Stretches, so a desktop user reaches
// every page; on a phone the same links are the menu (Quiz is reached there).
const LINKS = [
  { to: '/', label: () => translate('Dashboard') },
  { to: '/progress', label: () => translate('Progress') },
  { to: '/stretches', label: () => translate('Stretches') },
  { to: '/quiz', label: () => translate('Quiz') },
  { to: '/community', label: () => translate('Community') },
  { to: '/settings', label: () => translate('Settings') },
];

export function TopNav({ user }: { user: User }) {
  const t = useT();
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Escape closes the phone's menu wherever focus is, and gives focus back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  async function onLogout() {
    await logout();
    // Logout clears cached data and reloads.
    dispatch(baseApi.util.resetApiState());
    window.location.assign('/');
  }

  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Typography
          variant="h6"
          component={NavLink}
          to="/"
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 800 }}
        >
          {PRODUCT.name}
        </Typography>
        <Box component="nav" aria-label={t('Main')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, flexGrow: 1 }}>
          {LINKS.map((l) => (
            <Button
              key={l.to}
              component={NavLink}
              to={l.to}
              end
              color="inherit"
              // NavLink marks the current page (aria-current and .active); it reads as such here too.
              sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
            >
              {l.label()}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        {/* The photo from Edit Profile, else the initials (the name beside it says who). */}
        <Avatar
          src={user.profile?.profileImageUrl ?? undefined}
          alt=""
          sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 15 }}
          aria-hidden="true"
        >
          {initials(user)}
        </Avatar>
        <Typography sx={{ display: { xs: 'none', sm: 'block' } }}>{displayName(user)}</Typography>
        {/* On a phone it is in the menu below: the bar has no room for it at 390 px. */}
        <Button
          color="inherit"
          aria-haspopup="dialog"
          onClick={() => setAboutOpen(true)}
          sx={{ display: { xs: 'none', md: 'inline-flex' } }}
        >
          {t('About')}
        </Button>
        <Button variant="outlined" onClick={onLogout} disabled={isLoading}>
          {isLoading ? t('Logging out...') : t('Logout')}
        </Button>
        <IconButton
          ref={menuButton}
          sx={{ display: { md: 'none' } }}
          aria-label={t('Open menu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <MenuIcon aria-hidden="true" />
        </IconButton>
      </Toolbar>
      <Collapse in={menuOpen} unmountOnExit sx={{ display: { md: 'none' } }}>
        <List id="mobile-menu" component="nav" aria-label={t('Mobile')}>
          {LINKS.map((l) => (
            <ListItemButton key={l.to} component={NavLink} to={l.to} end onClick={() => setMenuOpen(false)}>
              <ListItemText primary={l.label()} />
            </ListItemButton>
          ))}
          <ListItemButton
            aria-haspopup="dialog"
            onClick={() => {
              setMenuOpen(false);
              setAboutOpen(true);
            }}
          >
            <ListItemText primary={t('About {{product}}', { product: PRODUCT.name })} />
          </ListItemButton>
        </List>
      </Collapse>
      {aboutOpen && (
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setAboutOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
