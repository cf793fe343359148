import { route, type RouteConfig } from "@react-router/dev/routes";
import { PAGES } from "./config/pages";
import { collectionRoutes } from "./content/collections/fs.node";

/** Content collections: one param route or one entry per item page (decision 0016). */
const content = collectionRoutes();

export default [
  ...PAGES.map((p) => (p.path === "/" ? { index: true, file: p.file } : route(p.path.slice(1), p.file, { id: p.id }))),
  ...content.routes.map((r) => (r.id ? route(r.path.slice(1), r.file, { id: r.id }) : route(r.path.slice(1), r.file))),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("feed.xml", "routes/feed.ts"),
  route("shop/:slug", "routes/shop/product.tsx"),
  route("earth-grace/:slug", "routes/stays/house.tsx"),
  route("soil-grace/:slug", "routes/property/listing.tsx"),
  route("earth-grace/:slug/photo.svg", "routes/stays/photo.ts"),
  route("girivalam/route.geojson", "routes/girivalam-geojson.ts"),
  route("panchang/:date", "routes/panchang.tsx", { id: "panchang-day" }),
  route("pilgrimage-planner/plan.ics", "routes/pilgrimage-planner-ics.ts"),
  route("calendar/panchang/:file", "routes/calendar-panchang.ts"),
  route("calendar/event/:date/:file", "routes/calendar-event.ts"),
  route("calendar/event/:date/:key/google", "routes/calendar-event-google.ts"),
  route("calendar/:year/:file", "routes/calendar-type-feed.ts"),
  route("calendar/:file", "routes/calendar-feed.ts"),
  route("__e2e/fault", "routes/e2e-fault.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
