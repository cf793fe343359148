/**
 * Makes public/icon-maskable-512.png, the web app manifest's maskable icon:
 * public/favicon.svg centred on a full-bleed #9a3412 square (the theme colour),
 * small enough that its rounded tile stays inside the 80% safe circle that
 * launchers may crop to. Run once (`npx tsx scripts/make-icons.ts`); the PNG is
 * kept in public/.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";

const SIZE = 512;
const BACKGROUND = "#9a3412";
// The favicon's tile reaches 39.5 of its 64 units from the centre (rounded
// corners, rx 14), so at 320 px it stays within 198 px of the centre: inside
// the safe circle's 204.8 px (40% of 512).
const GLYPH = 320;

const glyph = await sharp(readFileSync("public/favicon.svg"), { density: 72 * (GLYPH / 64) })
  .resize(GLYPH, GLYPH)
  .png()
  .toBuffer();

const offset = (SIZE - GLYPH) / 2;
await sharp({ create: { width: SIZE, height: SIZE, channels: 4, background: BACKGROUND } })
  .composite([{ input: glyph, top: offset, left: offset }])
  .flatten({ background: BACKGROUND })
  .png({ compressionLevel: 9 })
  .toFile("public/icon-maskable-512.png");

console.log(`icons: wrote public/icon-maskable-512.png (${SIZE}x${SIZE}, glyph ${GLYPH} px on ${BACKGROUND})`);
