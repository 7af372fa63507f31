// React Router's load context is the request context that server/ builds once per request
// (services/request-context.ts); both server/ and app/ see this declaration.
import type { RequestContext } from '../services/request-context';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
export {};
