import { Monitor, Moon, Sun } from "lucide-react";
import { useId } from "react";
import type { Theme } from "~/lib/theme";

const OPTIONS: Array<{ value: Theme; label: string; Icon: typeof Sun }> = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

/**
 * Theme switch in the top bar: light, dark or system, remembered on this
 * device. A native popover (light dismiss and Escape built in) holding a
 * radio group. The markup is all React renders: the enhancement module
 * (app/enhance/) checks the stored choice and applies a new one, so the
 * switch works the same on reading pages without React.
 */
export function ThemeSwitch() {
  const id = useId();
  const popoverId = `${id}-theme`;
  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-foreground hover:bg-muted"
        aria-label="Colour theme: system"
        data-theme-switch=""
        data-testid="theme-switch"
      >
        {/* The icon follows the applied class, so the server render is right in both themes. */}
        <Sun aria-hidden className="h-5 w-5 dark:hidden" />
        <Moon aria-hidden className="hidden h-5 w-5 dark:block" />
      </button>
      <div
        id={popoverId}
        popover="auto"
        className="fixed inset-auto top-[4.25rem] right-4 m-0 min-w-44 rounded-xl border border-border bg-card p-2 text-card-foreground shadow-lg"
      >
        <fieldset>
          <legend className="px-2 py-1 text-xs font-medium text-muted-foreground">Colour theme</legend>
          {OPTIONS.map(({ value, label, Icon }) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-sm hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-theme-choice`}
                value={value}
                defaultChecked={value === "system"}
                data-theme-choice=""
                className="accent-[var(--color-primary)]"
              />
              <Icon aria-hidden className="h-4 w-4" />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
    </>
  );
}
