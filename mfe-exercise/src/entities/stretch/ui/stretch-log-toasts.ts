// The stretch toasts, shared by marking one stretch complete and by a guided break.

/** The stretch toasts: a signed-out user is asked to log in; anything else is a plain failure. */
export function stretchLogFailure(error: unknown) {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return status === 401
    ? { title: 'Please log in', description: 'You need to be logged in to track your stretches.' }
    : { title: 'Error', description: 'Failed to log your stretch session.', variant: 'destructive' as const };
}

export const STRETCH_LOGGED_TOAST = {
  title: 'Stretch Completed!',
  description: 'Your ergonomic stretch session has been logged.',
} as const;
