import { describe, expect, it } from "vitest";
import { isDark, parseTheme, THEME_KEY, THEME_SCRIPT } from "./theme";

describe("theme", () => {
  it("stores under the key 'theme' and defaults to system", () => {
    expect(THEME_KEY).toBe("theme");
    expect(parseTheme(null)).toBe("system");
    expect(parseTheme("purple")).toBe("system");
    expect(parseTheme("dark")).toBe("dark");
  });

  it("resolves system from the OS preference", () => {
    expect(isDark("system", true)).toBe(true);
    expect(isDark("system", false)).toBe(false);
    expect(isDark("light", true)).toBe(false);
    expect(isDark("dark", false)).toBe(true);
  });

  it("the head script sets the class from storage before paint", () => {
    const classes = new Set<string>();
    const el = { classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) }, style: { colorScheme: "" } };
    const run = (stored: string | null, prefersDark: boolean) => {
      classes.clear();
      new Function("localStorage", "matchMedia", "document", THEME_SCRIPT)(
        { getItem: () => stored },
        () => ({ matches: prefersDark }),
        { documentElement: el },
      );
      return { dark: classes.has("dark"), scheme: el.style.colorScheme };
    };
    expect(run("dark", false)).toEqual({ dark: true, scheme: "dark" });
    expect(run("light", true)).toEqual({ dark: false, scheme: "light" });
    expect(run(null, true)).toEqual({ dark: true, scheme: "dark" });
    expect(run("system", false)).toEqual({ dark: false, scheme: "light" });
  });
});
