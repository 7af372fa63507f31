// The payment flows' background jobs, for the job runner (server/jobs/job-handlers.ts) and for
// tests that run queued jobs (services/run-job.ts).
import type { JobHandler } from '../job-handler';
import { expireOrderPaymentJob } from './expire-order-payment';
import { reconcilePaymentJob } from './reconcile-payment';
import { refundPaymentJob } from './refund-payment';

export const paymentJobs: ReadonlyArray<JobHandler<any>> = [expireOrderPaymentJob, reconcilePaymentJob, refundPaymentJob];
