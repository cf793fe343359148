import { ChevronDown, Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { TOP_NAV, visible } from "~/config/navigation";
import { SITE } from "~/config/site";
import { cn } from "~/lib/cn";
import { whenIdle } from "~/lib/idle";
import { ThemeSwitch } from "./theme-switch";

const loadMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMenu);

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

/** Sticky top bar: desktop links from 768 px, a menu button below (spec §2 Layout). */
export function SiteHeader() {
  const links = visible(TOP_NAV);
  const primary = links.filter((l) => l.primary);
  const more = links.filter((l) => !l.primary);
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const moreId = `${useId()}-more`;

  // On a phone, fetch the menu's code once the page is idle, so the first tap opens it at once.
  useEffect(() => whenIdle(() => window.matchMedia("(max-width: 767px)").matches && void loadMenu()), []);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-header backdrop-blur supports-[backdrop-filter]:bg-header">
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
                        onClick={() => document.getElementById(moreId)?.hidePopover()}
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
            ref={menuButton}
            type="button"
            onClick={() => setOpen(true)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-muted md:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? "mobile-menu" : undefined}
          >
            <Menu aria-hidden className="h-6 w-6" />
          </button>
          {open && (
            <Suspense fallback={null}>
              <MobileMenu links={links} open={open} onOpenChange={setOpen} returnFocus={() => menuButton.current?.focus()} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
