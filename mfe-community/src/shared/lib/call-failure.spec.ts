import { failureDescription } from './call-failure';

const FALLBACK = 'Failed to create post. Please try again.';
const tooMany = (message: string) => ({ status: 429, data: { statusCode: 429, message } });

describe('failureDescription', () => {
  it("shows the API's wait message past the hourly limit", () => {
    for (const message of [
      'You have shared 10 posts in the last hour. Please wait 12 minutes before posting again.',
      'You have written 30 comments in the last hour. Please wait 1 second before commenting again.',
    ])
      expect(failureDescription(tooMany(message), FALLBACK)).toBe(message);
  });
  it("keeps the dialog's own sentence for anything else", () => {
    expect(failureDescription({ status: 500, data: { message: 'boom' } }, FALLBACK)).toBe(FALLBACK);
    expect(failureDescription({ status: 'FETCH_ERROR', error: 'offline' }, FALLBACK)).toBe(FALLBACK);
    expect(failureDescription({ status: 429, data: '' }, FALLBACK)).toBe(FALLBACK);
    expect(failureDescription(undefined, FALLBACK)).toBe(FALLBACK);
  });
});
