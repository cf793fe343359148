import { Toaster } from "sonner";
import { NOTICES } from "~/config/site";

/** sonner's notices area with the spec's defaults (spec §9). */
export function NoticesToaster() {
  return (
    <Toaster
      position={NOTICES.position}
      hotkey={[...NOTICES.hotkey]}
      containerAriaLabel={NOTICES.label}
      duration={NOTICES.duration}
      visibleToasts={NOTICES.visible}
      closeButton
    />
  );
}
