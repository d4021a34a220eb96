import { i18n } from '@chairside/ui';
import { createRoot } from 'react-dom/client';
import './shared/i18n';
import { App } from './app/app';
import { preloadPageRemote } from './features/remote-outlet';

// Not earlier (main.ts): only once the shell's shared singletons are loaded, so the remote takes
// them ('loaded-first') and a remote built against an incompatible lib is still refused.
preloadPageRemote(window.location.pathname);
// In another language than English, the shell's texts arrive before its first screen, not after it.
void i18n.loadNamespaces(['ui', 'shell']).finally(() => createRoot(document.getElementById('root')!).render(<App />));
