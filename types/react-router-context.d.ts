// React Router's load context is the one request context that server/context.ts builds once
// per request (services/context.ts); both server/ and app/ see this declaration.
import type { Ctx } from '../services/context';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends Ctx {}
}
export {};
