import { X } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { NavLink } from "~/config/navigation";

/**
 * The mobile menu: a native popover shown as a sheet from the right (Escape,
 * a tap outside and the close button dismiss it, and focus returns to the menu
 * button). It needs no script, so it works on reading pages too; the close
 * button takes focus when it opens.
 */
export function MobileMenu({ id, links }: { id: string; links: NavLink[] }) {
  const { pathname } = useLocation();
  return (
    <div id={id} popover="auto" role="dialog" aria-label="Menu" className="menu-sheet bg-background p-4 text-foreground shadow-xl md:hidden">
      <div className="mb-4 flex items-center justify-between">
        <p className="font-serif text-lg font-semibold">Menu</p>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a popover's autofocus applies when it opens, not on page load
          autoFocus
          className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-muted"
          aria-label="Close menu"
        >
          <X aria-hidden className="h-6 w-6" />
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul className="space-y-1">
          {links.map((l) => (
            <li key={l.href}>
              <Link
                to={l.href}
                aria-current={pathname === l.href ? "page" : undefined}
                className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-muted aria-[current=page]:text-primary"
                lang={l.lang}
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
