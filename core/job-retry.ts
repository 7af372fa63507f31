// When a background job runs again after a failure (docs/decisions/013-durable-jobs.md): the
// delay doubles with each failed attempt — 10 s, 20 s, 40 s, … — and never exceeds an hour;
// after `maxAttempts` runs the job has failed for good and is not retried.

export const JOB_RETRY_BASE_MS = 10_000;
export const JOB_RETRY_MAX_MS = 3_600_000;
export const DEFAULT_JOB_MAX_ATTEMPTS = 5;

/** The wait before the next run, after `attempts` runs (1 or more) have failed. */
export function jobRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.floor(attempts) - 1);
  return Math.min(JOB_RETRY_MAX_MS, JOB_RETRY_BASE_MS * 2 ** Math.min(exponent, 30));
}

/** Whether a job that has run `attempts` times and failed may run again. */
export function jobMayRetry(attempts: number, maxAttempts: number): boolean {
  return attempts < maxAttempts;
}
