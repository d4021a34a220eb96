import { stretchLogFailure } from './stretch-log-toasts';

describe('stretch log toasts', () => {
  it('asks a signed-out user to log in, and says the rest failed', () => {
    expect(stretchLogFailure({ status: 401, data: { message: 'Unauthorized' } })).toEqual({
      title: 'Please log in',
      description: 'You need to be logged in to track your stretches.',
    });
    expect(stretchLogFailure({ status: 503, data: 'down' })).toEqual({
      title: 'Error',
      description: 'Failed to log your stretch session.',
      variant: 'destructive',
    });
    expect(stretchLogFailure({ status: 'FETCH_ERROR', error: 'offline' }).title).toBe('Error');
  });
});
