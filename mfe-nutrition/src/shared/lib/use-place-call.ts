import { isAborted, serverMessage } from '@chairside/api-client';
import { useCallFailed } from '@chairside/ui';
import { useState } from 'react';
import { useT } from '../i18n';

/** Statuses whose message the member can act on, shown beside the fields instead of a toast. */
const SAY_BESIDE = new Set([400, 404, 409, 429]);

/**
 * What a copy, move, save or editor dialog does with a failed call: a refusal the member can put
 * right (too many at once, a day out of range, a name taken, a value refused) is the API's message
 * beside the fields; anything else is the dialog's toast, `title` and `description` (a session that
 * ended gets the sign-in flow). `beside` narrows which statuses count as such a refusal.
 */
export function usePlaceCall(
  title: string,
  { description, beside = SAY_BESIDE }: { description?: string; beside?: ReadonlySet<number> } = {},
) {
  const failed = useCallFailed();
  const t = useT();
  const [refusal, setRefusal] = useState<string | null>(null);
  function onError(error: unknown) {
    if (isAborted(error)) return;
    const status = (error as { status?: unknown }).status;
    const message = serverMessage(error);
    if (typeof status === 'number' && beside.has(status) && message) return setRefusal(message);
    failed(error, { title, description: description ?? t('Please try again.'), variant: 'destructive' });
  }
  return { refusal, clearRefusal: () => setRefusal(null), onError };
}
