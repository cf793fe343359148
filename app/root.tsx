import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse, Links, Meta, Outlet, redirect, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError,
} from "react-router";
import loraUrl from "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { Breadcrumbs } from "./components/breadcrumbs";
import { ErrorScreen } from "./components/error-screen";
import { NavigationProgress } from "./components/navigation-progress";
import { Notices } from "./components/notices";
import { NotFoundView } from "./components/not-found";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { SITE } from "./config/site";
import { htmlLang } from "./lib/meta";
import { useNonce } from "./lib/nonce";
import { THEME_SCRIPT } from "./lib/theme";
import { DeliveryContext } from "./islands/island";
import { deliveryOf } from "./lib/delivery";
import { resolveRedirect } from "./lib/redirects";
import { hasTrackingParams, stripTrackingParams } from "./lib/tracking";

/**
 * In-app navigation to an old or aliased path (for example a link to
 * /ARTICLES/ or /teachings/girivalam) follows the same redirect table the
 * server applies to document requests, without a round trip.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }) => {
    const url = new URL(request.url);
    const target = resolveRedirect({ pathname: url.pathname, search: url.search });
    if (target) throw redirect(target.location);
  },
];

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: loraUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // `precedence` lets React 19 put the stylesheet ahead of the module preloads,
  // so the one render-blocking request is made first.
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "alternate", type: "application/atom+xml", href: "/feed.xml", title: `${SITE.name}: articles` },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const nonce = useNonce();
  // Once React runs in the browser the page is an app page, whatever route it moves to:
  // it keeps React Router's scripts, scroll handling and loading text, and its islands render as plain parts.
  const matches = useMatches();
  const delivery = typeof window === "undefined" ? deliveryOf(matches) : "app";
  // Marks the document once React has taken over (on error pages too); tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={htmlLang(pathname)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        {/* The browser hides a nonce from the DOM once read, so hydration would see it differ. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        <a
          href="#main-content"
          className="sr-only z-[70] rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        {delivery === "app" && <NavigationProgress />}
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          <DeliveryContext.Provider value={delivery}>{children}</DeliveryContext.Provider>
        </main>
        <SiteFooter />
        {delivery === "app" && <Notices />}
        {/* Only app pages load React Router's scripts; every page gets the enhancement module from entry.server.tsx (decision 0014). */}
        {delivery === "app" && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** Removes tracking parameters from the address bar after load, without a reload. */
function useCleanAddressBar() {
  const location = useLocation();
  useEffect(() => {
    if (!hasTrackingParams(location.search)) return;
    const clean = `${location.pathname}${stripTrackingParams(location.search)}${location.hash}`;
    window.history.replaceState(window.history.state, "", clean);
  }, [location]);
}

export default function App() {
  useCleanAddressBar();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Breadcrumbs current="Page not found" />
        <NotFoundView />
      </div>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Breadcrumbs current="Not allowed" />
        <h1 className="font-serif text-4xl font-semibold">Not allowed</h1>
        <p className="mt-4 text-lg">{typeof error.data === "string" ? error.data : "You do not have access to this page."}</p>
        <p className="mt-4">
          <a href="/auth" className="font-medium text-primary underline underline-offset-4">Your account</a> ·{" "}
          <a href="/" className="font-medium text-primary underline underline-offset-4">Return home</a>
        </p>
      </div>
    );
  }
  console.error(error);
  return <ErrorScreen />;
}
