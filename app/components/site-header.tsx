import * as Dialog from "@radix-ui/react-dialog";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { TOP_NAV, visible } from "~/config/navigation";
import { SITE } from "~/config/site";
import { cn } from "~/lib/cn";
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

/** Sticky top bar: desktop links from 768 px, a menu button below (spec §2 Layout). */
export function SiteHeader() {
  const links = visible(TOP_NAV);
  const primary = links.filter((l) => l.primary);
  const more = links.filter((l) => !l.primary);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-header backdrop-blur supports-[backdrop-filter]:bg-header">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Brand />
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {primary.map((l) => (
            <NavLink key={l.href} to={l.href} end={l.href === "/"} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
          {more.length > 0 && (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium hover:bg-muted">
                More <ChevronDown aria-hidden className="h-4 w-4" />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-xl border border-border bg-card p-1 shadow-lg">
                  {more.map((l) => (
                    <DropdownMenu.Item key={l.href} asChild>
                      <Link to={l.href} className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted">
                        {l.label}
                      </Link>
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-2">
          <ThemeSwitch />
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-muted md:hidden"
              aria-label="Open menu"
            >
              <Menu aria-hidden className="h-6 w-6" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
              <Dialog.Content
                className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-background p-4 shadow-xl"
                aria-describedby={undefined}
              >
                <div className="mb-4 flex items-center justify-between">
                  <Dialog.Title className="font-serif text-lg font-semibold">Menu</Dialog.Title>
                  <Dialog.Close className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-muted" aria-label="Close menu">
                    <X aria-hidden className="h-6 w-6" />
                  </Dialog.Close>
                </div>
                <nav aria-label="Mobile">
                  <ul className="space-y-1">
                    {links.map((l) => (
                      <li key={l.href}>
                        <Link
                          to={l.href}
                          onClick={() => setOpen(false)}
                          aria-current={location.pathname === l.href ? "page" : undefined}
                          className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-muted aria-[current=page]:text-primary"
                        >
                          {l.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  );
}
