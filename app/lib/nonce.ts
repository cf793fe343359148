import { createContext, useContext } from "react";
import { createContext as createRouterContext } from "react-router";

/** The CSP nonce of a server-rendered response (undefined for prerendered pages, which use hashes). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);

/** The same nonce in React Router's request context (set by server/app.ts, read by entry.server). */
export const nonceRouterContext = createRouterContext<string | null>(null);
