import { ChevronDown, Menu } from "lucide-react";
import { useId } from "react";
import { Link, NavLink } from "react-router";
import { TOP_NAV, visible } from "~/config/navigation";
import { SITE } from "~/config/site";
import { cn } from "~/lib/cn";
import { MobileMenu } from "./mobile-menu";
import { ThemeSwitch } from "./theme-switch";

function Brand() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 font-serif text-lg font-semibold text-foreground">
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span>{SITE.name}</span>
    </Link>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted",
    isActive ? "text-primary" : "text-foreground",
  );

/**
 * Sticky top bar: desktop links from 768 px, a menu button below (spec §2 Layout).
 * The "More" list, the theme switch and the mobile menu are native popovers, so
 * they work on reading pages that load no framework script (decision 0014);
 * the enhancement module closes a popover when one of its links is followed.
 */
export function SiteHeader() {
  const links = visible(TOP_NAV);
  const primary = links.filter((l) => l.primary);
  const more = links.filter((l) => !l.primary);
  const id = useId();
  const moreId = `${id}-more`;
  const menuId = "mobile-menu";

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-border bg-header backdrop-blur supports-[backdrop-filter]:bg-header">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Brand />
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {primary.map((l) => (
            <NavLink key={l.href} to={l.href} end={l.href === "/"} className={linkClass} lang={l.lang}>
              {l.label}
            </NavLink>
          ))}
          {more.length > 0 && (
            <>
              <button
                type="button"
                popoverTarget={moreId}
                className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium hover:bg-muted"
              >
                More <ChevronDown aria-hidden className="h-4 w-4" />
              </button>
              <div
                id={moreId}
                popover="auto"
                className="fixed inset-auto top-[4.25rem] right-16 m-0 min-w-52 rounded-xl border border-border bg-card p-2 shadow-lg"
              >
                <ul>
                  {more.map((l) => (
                    <li key={l.href}>
                      <Link
                        to={l.href}
                        lang={l.lang}
                        className="block rounded-lg px-3 py-2 text-sm hover:bg-muted"
                      >
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-2">
          <ThemeSwitch />
          <button
            type="button"
            popoverTarget={menuId}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-muted md:hidden"
            aria-label="Open menu"
          >
            <Menu aria-hidden className="h-6 w-6" />
          </button>
          <MobileMenu id={menuId} links={links} />
        </div>
      </div>
    </header>
  );
}
