// Every kind of background job the server runs, by kind. A handler lives with its feature;
// add it here when the feature enqueues a new kind (a runner claims only kinds it knows, so a
// job enqueued by a newer release waits for a runner that knows it).
import { jobHandlers } from '../../services/job-handler';
import { sendSmsJob } from '../../services/adapters/send-sms-job';
import { paymentJobs } from '../../services/payments/payment-jobs';
import { courierJobs } from '../../services/couriers/steadfast-sweep';

export const serverJobHandlers = jobHandlers([sendSmsJob, ...paymentJobs, ...courierJobs]);
