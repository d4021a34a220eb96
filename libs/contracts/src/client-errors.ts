import { z } from 'zod';

/**
 * What the browser tells the API went wrong on its side. `remote-refused`: the shell refused to run a
 * remote whose manifest declares another contracts major or a shared-library range the shell's loaded
 * copy does not satisfy (it shows that area's fallback card instead). Every string is bounded: anyone
 * may send this, signed in or not.
 */
export const ClientErrorRequest = z.strictObject({
  kind: z.literal('remote-refused'),
  remote: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  version: z.string().min(1).max(64).nullable(),
  reason: z.string().min(1).max(500),
});
export type ClientErrorRequest = z.infer<typeof ClientErrorRequest>;
