import { failureDescription } from './call-failure';

const FALLBACK = 'Failed to create post. Please try again.';

describe('failureDescription', () => {
  it("shows the API's wait message past the hourly limit", () => {
    const error = { status: 429, data: { statusCode: 429, message: 'Please wait 12 minutes before posting again.' } };
    expect(failureDescription(error, FALLBACK)).toBe('Please wait 12 minutes before posting again.');
  });
  it("keeps the dialog's own sentence for anything else", () => {
    expect(failureDescription({ status: 500, data: { message: 'boom' } }, FALLBACK)).toBe(FALLBACK);
    expect(failureDescription({ status: 'FETCH_ERROR', error: 'offline' }, FALLBACK)).toBe(FALLBACK);
    expect(failureDescription({ status: 429, data: '' }, FALLBACK)).toBe(FALLBACK);
  });
});
