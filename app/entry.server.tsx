import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { PRIVATE_PAGE } from "./lib/cache-control";
import { deliveryOf } from "./lib/delivery";
import { withPageScripts } from "./lib/page-scripts.server";
import { NonceContext, nonceRouterContext } from "./lib/nonce";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering, as one buffer.
 *
 * No loader on this site defers data (nothing is awaited in the view), so
 * streaming the shell early would gain nothing; it would only cut the page
 * into dozens of 2 KB chunks, each passing through a web stream, a Node
 * stream and the compressor. One buffer costs a third of the CPU and lets
 * compression run once (see docs/decisions/0012-ssr-throughput.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceRouterContext) ?? undefined;
  const delivery = deliveryOf(routerContext.staticHandlerContext.matches.map((m) => routerContext.routeModules[m.route.id]));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        // Private unless the route says the page is the same for everyone.
        if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", PRIVATE_PAGE);
        const html = withPageScripts(Buffer.concat(chunks), delivery, nonce);
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, React Router reports the error itself.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
