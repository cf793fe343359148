/** The site's public origin, fixed at build time from SITE_URL (see app/config/site-url.ts). */
declare const __SITE_URL__: string;
