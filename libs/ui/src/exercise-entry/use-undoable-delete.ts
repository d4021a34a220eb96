import { tUi, useCallFailed, useToast } from '@chairside/ui';
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
  /** The toast's sentence after Undo: '{name} is back in your exercise log.' */
  restoredText: string;
}

/**
 * Delete with a 5 s Undo: deletes, then toasts 'Deleted {name}' with an Undo button that logs the
 * entry again; a failure of either says so. Any list of entries can use it.
 */
export function useUndoableDelete() {
  const { toast } = useToast();
  const failed = useCallFailed();
  return useCallback(
    async ({ name, remove, restore, restoredText }: UndoableDelete) => {
      const result = await remove();
      if ('error' in result)
        return failed(result.error, {
          title: tUi('Delete Failed'),
          description: tUi('Please try again.'),
          variant: 'destructive',
        });
      toast({
        title: tUi('Deleted {{name}}', { name }),
        durationMs: UNDO_MS,
        action: {
          label: tUi('Undo'),
          onClick: () =>
            void restore().then((back) =>
              'error' in back
                ? failed(back.error, {
                    title: tUi('Undo Failed'),
                    description: tUi('{{name}} could not be restored.', { name }),
                    variant: 'destructive',
                  })
                : toast({ title: tUi('Entry Restored'), description: restoredText }),
            ),
        },
      });
    },
    [failed, toast],
  );
}
