import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageRemote } from './features/remote-outlet';

// Not earlier (main.ts): only once the shell's shared singletons are loaded, so the remote takes
// them ('loaded-first') and a remote built against an incompatible lib is still refused.
preloadPageRemote(window.location.pathname);
createRoot(document.getElementById('root')!).render(<App />);
