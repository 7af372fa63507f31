// The feature-modules rule on made-up files: what a use case, an operation, a leaf and a shared
// module may import, and the floors.
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureModules } from './feature-modules.js';

RuleTester.describe = describe;
RuleTester.it = it;

const cwd = process.cwd();
const options = [{ floors: ['shops', 'orders', 'payments'], pending: ['later'] }];
const at = (file: string) => join(cwd, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('feature-modules', featureModules, {
  valid: [
    // A use case calls its own operations and another feature's on a lower floor, leaves and shared modules.
    { filename: at('services/payments/retry-payment.ts'), code: "import { a } from './operations/start'; import { b } from '../orders/operations/move-order'; import { c } from '../orders/order-views'; import { d } from '../context';", options },
    // An operation calls another of its own feature and one of a lower floor.
    { filename: at('services/payments/operations/start.ts'), code: "import { a } from './attempt'; import { b } from '../../orders/operations/move-order'; import { c } from '../payment-messages';", options },
    // A job list names its own feature's use cases.
    { filename: at('services/payments/payment-jobs.ts'), code: "import { a } from './expire-payment';", options },
    // Edges and tests are not checked; nor is a feature still pending.
    { filename: at('server/api/x.ts'), code: "import { a } from '../../services/payments/retry-payment';", options },
    { filename: at('services/payments/retry-payment.test.ts'), code: "import { a } from '../orders/cancel-order';", options },
    { filename: at('services/later/x.ts'), code: "import { a } from '../payments/retry-payment';", options, },
    { filename: at('services/context.ts'), code: "import { a } from './adapters/sms'; import { b } from '../db/schema';", options },
  ],
  invalid: [
    { filename: at('services/payments/retry-payment.ts'), code: "import { a } from './start-payment';", options, errors: [{ messageId: 'useCase' }] },
    { filename: at('services/payments/operations/start.ts'), code: "import { a } from '../../orders/cancel-order';", options, errors: [{ messageId: 'useCase' }] },
    { filename: at('services/orders/operations/move-order.ts'), code: "import { a } from '../../payments/operations/start';", options, errors: [{ messageId: 'floor' }] },
    { filename: at('services/orders/order-views.ts'), code: "import { a } from '../payments/payment-types';", options, errors: [{ messageId: 'floor' }] },
    { filename: at('services/orders/order-views.ts'), code: "import { a } from './operations/move-order';", options, errors: [{ messageId: 'leaf' }] },
    { filename: at('services/orders/operations/move-order.ts'), code: "import { requireStaff } from '../../actors';", options, errors: [{ messageId: 'guard' }] },
    { filename: at('services/context.ts'), code: "import { A } from './orders/order-types';", options, errors: [{ messageId: 'shared' }] },
    { filename: at('services/wishlist/add.ts'), code: "import { a } from '../orders/operations/x';", options, errors: [{ messageId: 'unknownFloor' }] },
    { filename: at('services/orders/cancel-order.ts'), code: "import { a } from './lib/x';", options, errors: [{ messageId: 'nested' }] },
    { filename: at('services/orders/cancel-order.ts'), code: "export { a } from '../payments/payment-jobs';", options, errors: [{ messageId: 'jobs' }] },
  ],
});
