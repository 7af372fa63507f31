// React Router's load context is the one request context that server/context.ts builds once
// per request (services/context.ts); both server/ and app/ see this declaration.
import type { Ctx } from '../services/context';

declare module 'react-router' {
  interface AppLoadContext extends Ctx {
    /** The nonce of this page's inline scripts; absent for a page the shared cache keeps (it is hashed instead: server/csp.ts). */
    readonly cspNonce?: string;
    /**
     * A plain page's one script (docs/decisions/089): set for a guest's light catalog page, which
     * is sent without React or its data, its links and forms working as plain HTML.
     */
    readonly plainPageScript?: string;
  }
}
export {};
