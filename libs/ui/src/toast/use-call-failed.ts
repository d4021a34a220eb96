import { isUnauthorized } from '@chairside/api-client';
import { useCallback } from 'react';
import { useToast, type ToastInput } from './toast-provider';
import { useUnauthorizedHandler } from './use-unauthorized-handler';

/**
 * What a dialog does with a failed call: a session that ended gets the unauthorized flow
 * (toast, then `target` after 500 ms); anything else gets the dialog's own toast.
 */
export function useCallFailed(target = '/') {
  const { toast } = useToast();
  const onUnauthorized = useUnauthorizedHandler(target);
  return useCallback(
    (error: unknown, otherwise: ToastInput) => (isUnauthorized(error) ? onUnauthorized() : toast(otherwise)),
    [toast, onUnauthorized],
  );
}
