/**
 * Bulk import of houses or listings (pure): reads an uploaded CSV or JSON file
 * and checks every row, so that the admin sees each problem (row, field,
 * message) before anything is written. The import itself (app/db/bulk-import.server.ts)
 * runs only on a file without errors, in one transaction, by slug.
 */
import { parse } from "csv-parse/sync";
import type { z } from "zod";
import { listingSchema } from "./forms/property.server";
import { houseSchema } from "./forms/stays.server";

import { COLUMNS, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ImportKind } from "./import-limits";

export { COLUMNS, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ImportKind };
export const IMPORT_KINDS = { houses: houseSchema, listings: listingSchema } as const;

export interface RowIssue {
  row: number;
  field: string;
  message: string;
}

export interface ParsedImport<K extends ImportKind = ImportKind> {
  kind: K;
  /** Problems with the file as a whole (encoding, size, columns); with any of these, no row is read. */
  fileErrors: string[];
  rows: { row: number; slug: string; data: z.infer<(typeof IMPORT_KINDS)[K]> | null; issues: RowIssue[] }[];
}

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV
 * injection), and most skip leading spaces first: " =cmd" runs too.
 */
const FORMULA = /^[\s\u00a0]*[=+\-@\t\r]/;

export function readImport<K extends ImportKind>(kind: K, filename: string, bytes: Uint8Array): ParsedImport<K> {
  const fail = (message: string): ParsedImport<K> => ({ kind, fileErrors: [message], rows: [] });
  if (bytes.length === 0) return fail("The file is empty.");
  if (bytes.length > MAX_IMPORT_BYTES) return fail(`The file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the limit is 1 MB. Split it into smaller files.`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return fail("The file is not UTF-8 text. Save it from your spreadsheet as \"CSV UTF-8\" (or as JSON) and upload it again.");
  }
  if (!text.trim()) return fail("The file is empty.");

  let records: Record<string, unknown>[];
  if (/\.json$/i.test(filename)) {
    try {
      const value: unknown = JSON.parse(text);
      if (!Array.isArray(value) || !value.every((v) => typeof v === "object" && v !== null && !Array.isArray(v))) return fail("The JSON file must hold a list of objects, one per row.");
      records = value as Record<string, unknown>[];
    } catch (error) {
      return fail(`The JSON cannot be read: ${(error as Error).message}`);
    }
  } else if (/\.csv$/i.test(filename)) {
    let table: string[][];
    try {
      table = parse(text, { relax_column_count: true, skip_empty_lines: true, bom: true });
    } catch (error) {
      return fail(`The CSV cannot be read: ${(error as Error).message}`);
    }
    const [header, ...body] = table;
    if (!header) return fail("The file is empty.");
    const names = header.map((h) => h.trim());
    const missing = COLUMNS[kind].filter((c) => !names.includes(c));
    const unknown = names.filter((n) => !COLUMNS[kind].includes(n));
    if (missing.length || unknown.length) {
      return fail(
        [missing.length ? `Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.` : "", unknown.length ? `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}.` : "", `The first row must name these columns: ${COLUMNS[kind].join(", ")}.`]
          .filter(Boolean)
          .join(" "),
      );
    }
    records = body.map((cells) => Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ""])));
  } else {
    return fail("Please upload a .csv or .json file.");
  }
  if (records.length === 0) return fail("The file has no rows under its header.");
  if (records.length > MAX_IMPORT_ROWS) return fail(`The file has ${records.length.toLocaleString("en-IN")} rows; the limit is ${MAX_IMPORT_ROWS.toLocaleString("en-IN")}. Split it into smaller files.`);

  const schema = IMPORT_KINDS[kind];
  const seen = new Map<string, number>();
  const rows = records.map((record, i) => {
    const row = i + 2; // the spreadsheet's row number: row 1 is the header
    const issues: RowIssue[] = [];
    for (const [field, value] of Object.entries(record)) {
      if (typeof value === "string" && FORMULA.test(value) && !(field === "priceRupees" || field === "capacity" || field === "areaSqft")) {
        const first = value.trimStart()[0] ?? value[0]!;
        issues.push({ row, field, message: `Starts with "${first === "\t" || value[0] === "\t" ? "tab" : first}", which spreadsheets run as a formula; remove it.` });
      }
    }
    const input = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, typeof v === "boolean" || typeof v === "number" ? String(v) : v]));
    const parsed = schema.safeParse(input);
    if (!parsed.success) for (const issue of parsed.error.issues) issues.push({ row, field: String(issue.path[0] ?? "row"), message: issue.message });
    const slug = typeof record.slug === "string" ? record.slug.trim() : "";
    if (slug && seen.has(slug)) issues.push({ row, field: "slug", message: `The same slug as row ${seen.get(slug)}.` });
    else if (slug) seen.set(slug, row);
    return { row, slug, data: issues.length === 0 && parsed.success ? (parsed.data as z.infer<(typeof IMPORT_KINDS)[K]>) : null, issues };
  });
  return { kind, fileErrors: [], rows };
}

/** The report: one line per row with its outcome, as CSV (cells that could run as formulas are quoted with a leading '). */
export function importReport(parsed: ParsedImport, outcome?: Map<string, "created" | "updated">): string {
  const cell = (v: string) => {
    const safe = FORMULA.test(v) ? `'${v}` : v;
    return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [["row", "slug", "result", "problems"]];
  for (const r of parsed.rows) lines.push([String(r.row), r.slug, r.issues.length ? "error" : (outcome?.get(r.slug) ?? "ok"), r.issues.map((i) => `${i.field}: ${i.message}`).join("; ")]);
  for (const e of parsed.fileErrors) lines.push(["", "", "file error", e]);
  return lines.map((l) => l.map(cell).join(",")).join("\n") + "\n";
}
