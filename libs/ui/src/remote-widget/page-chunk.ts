import type { RemotePage } from '@chairside/contracts/web';
import { lazy, type ComponentType } from 'react';

/**
 * A remote page's component from its own chunk: `Component` for hosts of contract 1.0, and `load`
 * so a 1.1 host fetches the chunk with `./routes` and renders the page without a second suspension.
 */
export function pageChunk(load: () => Promise<{ default: ComponentType }>): Pick<RemotePage, 'Component' | 'load'> {
  return { Component: lazy(load), load };
}
