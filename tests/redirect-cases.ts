/**
 * The redirect rules of spec §2 as [from, to] pairs, checked by the unit tests
 * (app/lib/redirects.test.ts) and against the running server (tests/e2e/server.spec.ts).
 */
export const REDIRECT_CASES: Array<[string, string]> = [
  ["/about/", "/about"],
  ["/articles/essential-guide-girivalam/", "/articles/essential-guide-girivalam"],
  ["/about///", "/about"],
  ["/Articles", "/articles"],
  ["/ARTICLES", "/articles"],
  ["/About", "/about"],
  ["/Contact", "/contact"],
  ["/home", "/"],
  ["/index", "/"],
  ["/index.html", "/"],
  ["/about/index.html", "/about"],
  ["/telugu", "/telugu-topics"],
  ["/te", "/telugu-topics"],
  ["/te/", "/telugu-topics"],
  ["/te/telugu-topics", "/telugu-topics"],
  ["/spiritual-significance-arunachala", "/te/spiritual-significance-arunachala"],
  ["/places-to-visit-tiruvannamalai", "/te/places-to-visit-tiruvannamalai"],
  ["/teachings/girivalam", "/girivalam-guide"],
  ["/teachings/surrender", "/teachings"],
  ["/teachings/self-inquiry", "/teachings"],
  ["/teachings/anything/deeper", "/teachings"],
  ["/masters/ramana", "/ramana"],
  ["/masters/ramana-maharshi", "/ramana"],
  ["/masters/sri-ramana-maharshi", "/ramana"],
  ["/masters/seshadri-swamigal", "/gurus-of-arunachala"],
  ["/masters/ramanasramam-visitors", "/gurus-of-arunachala"],
  ["/masters", "/gurus-of-arunachala"],
  // Short addresses of Sri Ramana's works: one 301 each to the work's page.
  ["/ramana/ashtakam", "/ramana/hymns/arunachala-ashtakam"],
  ["/ramana/arunachala-ashtakam", "/ramana/hymns/arunachala-ashtakam"],
  ["/ramana/pancharatnam", "/ramana/hymns/arunachala-pancharatnam"],
  ["/ramana/arunachala-pancharatnam", "/ramana/hymns/arunachala-pancharatnam"],
  ["/ramana/patikam", "/ramana/hymns/arunachala-patikam"],
  ["/ramana/arunachala-patikam", "/ramana/hymns/arunachala-patikam"],
  ["/ramana/stuti-panchakam", "/ramana/hymns/stuti-panchakam"],
  ["/ramana/ulladu-narpadu", "/ramana/philosophy/ulladu-narpadu"],
  ["/ramana/upadesa-saram", "/ramana/philosophy/upadesa-saram"],
  ["/ramana/ekatma-panchakam", "/ramana/philosophy/ekatma-panchakam"],
  ["/ramana/atma-vidya-kirtanam", "/ramana/songs/atma-vidya-kirtanam"],
  ["/Ramana/Upadesa-Saram/", "/ramana/philosophy/upadesa-saram"],
  // several rules at once: still one redirect, straight to the end
  ["/Teachings/Girivalam/", "/girivalam-guide"],
  ["/HOME/", "/"],
  ["/TE/", "/telugu-topics"],
  ["/Masters/Ramana/", "/ramana"],
];

/** Paths that must be served as they are. */
export const NO_REDIRECT = ["/", "/articles", "/te/girivalam-guide", "/teachings", "/ramana", "/ramana/hymns", "/ramana/hymns/arunachala-ashtakam"];
