import { apiErrorMessage, isUnauthorized, serverMessage } from './errors';
import { todayQuery } from './today';

describe('apiErrorMessage', () => {
  it('is status, colon, space, body text', () => {
    expect(apiErrorMessage({ status: 401, data: { statusCode: 401, message: 'Unauthorized' } })).toBe(
      '401: {"statusCode":401,"message":"Unauthorized"}',
    );
    expect(apiErrorMessage({ status: 503, data: 'database down' })).toBe('503: database down');
  });
  it('falls back to the status text when the body is empty', () => {
    expect(apiErrorMessage({ status: 404, data: '' })).toBe('404: Not Found');
  });
  it('uses the message of a network or thrown error', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
    expect(apiErrorMessage({ message: 'boom' })).toBe('boom');
  });
});

describe('isUnauthorized', () => {
  it('needs both the 401 prefix and the word Unauthorized', () => {
    expect(isUnauthorized({ status: 401, data: { message: 'Unauthorized' } })).toBe(true);
    expect(isUnauthorized({ status: 401, data: { message: 'Invalid username or PIN' } })).toBe(false);
    expect(isUnauthorized({ status: 403, data: 'Unauthorized' })).toBe(false);
  });
});

describe('serverMessage', () => {
  it('reads the message of the error shape', () => {
    expect(
      serverMessage({
        status: 429,
        data: { statusCode: 429, message: 'Too many failed attempts. Try again in 1 minute.' },
      }),
    ).toMatch(/^Too many/);
    expect(serverMessage({ status: 500, data: 'x' })).toBeUndefined();
  });
});

describe('todayQuery', () => {
  it('gives the local calendar date and the zone', () => {
    const q = todayQuery(new Date('2026-03-10T12:00:00Z'));
    expect(q.date).toMatch(/^2026-03-1[01]$/);
    expect(q.tz.length).toBeGreaterThan(0);
  });
});
