import { createContext } from "react-router";

/** The client's address as the server sees it (behind a trusted proxy, from X-Forwarded-For), for rate limits. */
export const clientIpContext = createContext<string>("unknown");
