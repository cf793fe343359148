import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "~/lib/idle";

const NoticesToaster = lazy(() => import("./notices-toaster").then((m) => ({ default: m.NoticesToaster })));

/**
 * The notices area of app pages (sonner, with the spec's defaults). Its code
 * loads when the browser is idle after the page has loaded, so it never delays
 * a first paint. Islands pages mount NoticesToaster themselves (app/islands/client.ts).
 */
export function Notices() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <NoticesToaster />
    </Suspense>
  );
}
