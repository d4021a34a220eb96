// Standalone dev host: the async boundary lets the shared singletons negotiate before React loads.
import('./bootstrap');
