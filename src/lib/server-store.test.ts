import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { EMPTY, isAnswered } from './query-types';
import { withServerReason } from './server-store';

describe('withServerReason', () => {
  const text = withServerReason('Something is Wrong');

  it("adds a refusal's readable reason to the screen's text", () => {
    const refusal = new ApiError(409, { message: 'No road distance is known between Pune and Wai.' }, '409');
    expect(text(refusal)).toBe('Something is Wrong: No road distance is known between Pune and Wai.');
    expect(text(new ApiError(422, { message: 'The key was used for another request.' }, '422'))).toBe(
      'Something is Wrong: The key was used for another request.',
    );
  });

  it("gives the screen's text alone for failures the user cannot act on", () => {
    expect(text(new ApiError(500, { message: 'relation does not exist' }, '500'))).toBe('Something is Wrong');
    expect(text(new ApiError(undefined, undefined, 'offline'))).toBe('Something is Wrong');
    expect(text(new ApiError(409, {}, '409'))).toBe('Something is Wrong');
    expect(text(new Error('boom'))).toBe('Something is Wrong');
  });
});

describe('isAnswered', () => {
  it('is false before the first request and while it runs, true once data or a failure is in', () => {
    expect(isAnswered(EMPTY)).toBe(false);
    expect(isAnswered({ ...EMPTY, isLoading: true })).toBe(false);
    expect(isAnswered({ ...EMPTY, data: [] })).toBe(true);
    expect(isAnswered({ ...EMPTY, error: 'Something is Wrong' })).toBe(true);
  });
});
