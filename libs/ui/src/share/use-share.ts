import { TOAST_MS } from '@chairside/contracts/web';
import { useCallback } from 'react';
import { tUi, useToast, type ToastInput } from '@chairside/ui';

export interface CopyRequest {
  /** What goes on the clipboard. */
  clipboard: string;
  /** Shown for copying by hand when the clipboard is refused too. */
  manual: string;
  copied: ToastInput;
  onCopied?: () => void;
}

export interface ShareRequest extends CopyRequest {
  title: string;
  text: string;
  url: string;
  /** The toast after the share sheet finished; none when omitted. */
  shared?: ToastInput;
}

/** The native share sheet where there is one, else the clipboard, else "copy this manually". */
export function useShare() {
  const { toast } = useToast();
  const native = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = useCallback(
    async (c: CopyRequest) => {
      try {
        await navigator.clipboard.writeText(c.clipboard);
        c.onCopied?.();
        toast(c.copied);
      } catch {
        toast({
          title: tUi('Copy this link manually'),
          description: c.manual,
          durationMs: TOAST_MS.copyManually,
          variant: 'warning',
        });
      }
    },
    [toast],
  );

  const share = useCallback(
    async (s: ShareRequest) => {
      if (native) {
        try {
          await navigator.share({ title: s.title, text: s.text, url: s.url });
          if (s.shared) toast(s.shared);
          return;
        } catch (error) {
          // Closing the share sheet is the user's choice, not a failure to fall back from.
          if ((error as { name?: string }).name === 'AbortError') return;
        }
      }
      await copy(s);
    },
    [native, copy, toast],
  );

  return { native, share, copy };
}
