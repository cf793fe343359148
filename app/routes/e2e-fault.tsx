import { data } from "react-router";
import type { Route } from "./+types/e2e-fault";

/**
 * A page that fails while rendering, so end-to-end tests can see the error
 * screen. It exists only when the server runs with E2E_FAULTS=1; otherwise 404.
 */
export function loader() {
  if (process.env.E2E_FAULTS !== "1") throw data(null, { status: 404 });
  return { fail: true };
}

export const meta: Route.MetaFunction = () => [{ title: "Fault" }, { name: "robots", content: "noindex" }];

export default function Fault({ loaderData }: Route.ComponentProps) {
  if (loaderData.fail) throw new Error("Deliberate rendering failure for the error-screen test");
  return null;
}
