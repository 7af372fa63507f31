import { describe, expect, it } from 'vitest';
import { JOB_RETRY_BASE_MS, JOB_RETRY_MAX_MS, jobMayRetry, jobRetryDelayMs } from './job-retry';

describe('job retry back-off', () => {
  it('doubles the delay with each failed attempt, from 10 s', () => {
    expect(jobRetryDelayMs(1)).toBe(JOB_RETRY_BASE_MS);
    expect(jobRetryDelayMs(2)).toBe(2 * JOB_RETRY_BASE_MS);
    expect(jobRetryDelayMs(3)).toBe(4 * JOB_RETRY_BASE_MS);
  });
  it('never waits more than an hour, however many attempts', () => {
    expect(jobRetryDelayMs(10)).toBe(JOB_RETRY_MAX_MS);
    expect(jobRetryDelayMs(1000)).toBe(JOB_RETRY_MAX_MS);
  });
  it('reads zero or nonsense attempts as the first', () => {
    expect(jobRetryDelayMs(0)).toBe(JOB_RETRY_BASE_MS);
    expect(jobRetryDelayMs(-3)).toBe(JOB_RETRY_BASE_MS);
  });
  it('retries until the job has run max attempts times', () => {
    expect(jobMayRetry(1, 3)).toBe(true);
    expect(jobMayRetry(2, 3)).toBe(true);
    expect(jobMayRetry(3, 3)).toBe(false);
    expect(jobMayRetry(4, 3)).toBe(false);
  });
});
