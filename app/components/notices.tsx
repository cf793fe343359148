import { lazy, Suspense, useEffect, useState } from "react";
import { NOTICES } from "~/config/site";
import { whenIdle } from "~/lib/idle";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * The notices area (sonner, with the spec's defaults). Its code loads when the
 * browser is idle after the page has loaded, so it never delays a first paint.
 */
export function Notices() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={NOTICES.position}
        hotkey={[...NOTICES.hotkey]}
        containerAriaLabel={NOTICES.label}
        duration={NOTICES.duration}
        visibleToasts={NOTICES.visible}
        closeButton
      />
    </Suspense>
  );
}
