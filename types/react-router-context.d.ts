// React Router's load context is the one request context that server/context.ts builds once
// per request (services/context.ts); both server/ and app/ see this declaration.
import type { Ctx } from '../services/context';

declare module 'react-router' {
  interface AppLoadContext extends Ctx {
    /** The nonce of this page's inline scripts; absent for a page the shared cache keeps (it is hashed instead: server/csp.ts). */
    readonly cspNonce?: string;
  }
}
export {};
