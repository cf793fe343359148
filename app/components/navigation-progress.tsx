import { useNavigation } from "react-router";

/** Shown while a route's code or data loads during in-app navigation (spec §2). */
export function NavigationProgress() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60]">
      {loading && (
        <div className="flex justify-center">
          <div className="h-1 w-full animate-pulse bg-primary" />
          <span className="absolute top-2 rounded-full bg-primary px-3 py-1 text-xs font-medium text-primary-foreground shadow">
            Loading sacred content...
          </span>
        </div>
      )}
    </div>
  );
}
