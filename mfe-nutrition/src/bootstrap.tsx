import { renderStandalone } from '@chairside/ui/standalone';
import routes from './app/routes';

renderStandalone(routes, document.getElementById('root')!);
