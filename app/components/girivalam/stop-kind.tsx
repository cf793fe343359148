import { Flame, House, Landmark, Milestone, Mountain, Sparkles, type LucideIcon } from "lucide-react";
import type { StopKind } from "~/content/girivalam-schema";

export const KIND_INFO: Record<StopKind, { label: string; icon: LucideIcon; dot: string }> = {
  temple: { label: "Temple", icon: Landmark, dot: "#9a3412" },
  lingam: { label: "Directional lingam", icon: Flame, dot: "#b91c1c" },
  ashram: { label: "Ashram", icon: House, dot: "#7c3aed" },
  shrine: { label: "Shrine", icon: Sparkles, dot: "#b45309" },
  milestone: { label: "Milestone", icon: Milestone, dot: "#475569" },
  view: { label: "Hill view", icon: Mountain, dot: "#047857" },
};

/** "2.0 km (1.2 mi)" */
export function formatDistance(metres: number): string {
  const km = metres / 1000;
  return `${km.toFixed(km < 10 ? 2 : 1)} km (${(metres / 1609.344).toFixed(1)} mi)`;
}

export function formatKm(metres: number): string {
  return `${(metres / 1000).toFixed(1)} km`;
}

export const PLACEMENT_NOTE: Record<string, string | null> = {
  agreed: null,
  inferred: null,
  "single-source": "Position from one public source",
  described: "Approximate position",
  computed: null,
};
