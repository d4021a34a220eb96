import { DELAYS_MS } from '@chairside/contracts/web';
import { useCallback } from 'react';
import { tUi } from '../i18n/ui-texts';
import { useToast } from './toast-provider';

/**
 * A session that ended while a screen was in use: toast, then a full load of `target` (/ by default;
 * some dialogs use /api/login) after 500 ms (docs/product.md "Signing in").
 */
export function useUnauthorizedHandler(target = '/') {
  const { toast } = useToast();
  return useCallback(() => {
    toast({
      title: tUi('Unauthorized'),
      description: tUi('You are logged out. Logging in again...'),
      variant: 'destructive',
    });
    setTimeout(() => window.location.assign(target), DELAYS_MS.unauthorizedRedirect);
  }, [toast, target]);
}
