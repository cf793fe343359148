import { createContext, useContext } from "react";

/** The CSP nonce of a server-rendered response (undefined for prerendered pages, which use hashes). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
