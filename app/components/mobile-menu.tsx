import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { NavLink } from "~/config/navigation";

interface Props {
  links: NavLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the menu closes (the menu button). */
  returnFocus: () => void;
}

/** The mobile menu: a Radix dialog (focus trapped, Escape closes, background inert). Loaded on demand. */
export default function MobileMenu({ links, open, onOpenChange, returnFocus }: Props) {
  const location = useLocation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          id="mobile-menu"
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-background p-4 shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
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
                    onClick={() => onOpenChange(false)}
                    aria-current={location.pathname === l.href ? "page" : undefined}
                    className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-muted aria-[current=page]:text-primary"
                    lang={l.lang}
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
  );
}
