import { useCallFailed, useToast } from '@chairside/ui';
import { useCallback } from 'react';

/** How long a deleted entry can be brought back (the food diary's Undo too). */
const UNDO_MS = 5000;

type CallResult = { error: unknown } | { data: unknown };

interface UndoableDelete {
  /** What the toasts call the entry. */
  name: string;
  remove: () => Promise<CallResult>;
  /** Logs the entry again as it was. */
  restore: () => Promise<CallResult>;
  /** Where the entry comes back, for the toast after Undo: 'is back in your exercise log'. */
  restoredWhere: string;
}

/**
 * Delete with a 5 s Undo: deletes, then toasts 'Deleted {name}' with an Undo button that logs the
 * entry again; a failure of either says so. Any list of entries can use it.
 */
export function useUndoableDelete() {
  const { toast } = useToast();
  const failed = useCallFailed();
  return useCallback(
    async ({ name, remove, restore, restoredWhere }: UndoableDelete) => {
      const result = await remove();
      if ('error' in result)
        return failed(result.error, {
          title: 'Delete Failed',
          description: 'Please try again.',
          variant: 'destructive',
        });
      toast({
        title: `Deleted ${name}`,
        durationMs: UNDO_MS,
        action: {
          label: 'Undo',
          onClick: () =>
            void restore().then((back) =>
              'error' in back
                ? failed(back.error, {
                    title: 'Undo Failed',
                    description: `${name} could not be restored.`,
                    variant: 'destructive',
                  })
                : toast({ title: 'Entry Restored', description: `${name} ${restoredWhere}.` }),
            ),
        },
      });
    },
    [failed, toast],
  );
}
