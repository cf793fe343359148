import { FileUp } from "lucide-react";
import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { requireAdmin } from "~/auth/session.server";
import { ImportHasErrors, runImport } from "~/db/bulk-import.server";
import { db } from "~/db/database.server";
import { importReport, readImport } from "~/lib/bulk-import.server";
import { COLUMNS, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ImportKind } from "~/lib/import-limits";
import type { Route } from "./+types/bulk-import";
import { NO_STORE } from "~/lib/cache-control";
import { FormAlert } from "~/components/ui/form-alert";
import { readForm } from "~/lib/forms/read-form.server";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": NO_STORE });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { columns: COLUMNS };
}

const fields = z.object({ kind: z.enum(["houses", "listings"]), intent: z.enum(["preview", "import"]) });

type Result = {
  kind: ImportKind;
  filename: string;
  content: string | null;
  fileErrors: string[];
  rows: { row: number; slug: string; issues: { field: string; message: string }[] }[];
  report: string;
  imported?: { created: number; updated: number };
  error?: string;
};

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const meta = fields.safeParse({ kind: form.get("kind"), intent: form.get("intent") });
  if (!meta.success) return data({ error: "Choose what the file holds (houses or listings)." }, { status: 400 });
  const { kind, intent } = meta.data;
  let filename: string;
  let bytes: Uint8Array;
  if (intent === "preview") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return data({ error: "Choose a .csv or .json file to upload." }, { status: 400 });
    if (file.size > MAX_IMPORT_BYTES) return data({ error: fileTooLarge(file.size) }, { status: 413 });
    filename = file.name;
    bytes = new Uint8Array(await file.arrayBuffer());
  } else {
    filename = String(form.get("filename") ?? "");
    const content = String(form.get("content") ?? "");
    bytes = new TextEncoder().encode(content);
  }
  const parsed = readImport(kind, filename, bytes);
  const base: Result = {
    kind,
    filename,
    content: parsed.fileErrors.length ? null : new TextDecoder().decode(bytes),
    fileErrors: parsed.fileErrors,
    rows: parsed.rows.map((r) => ({ row: r.row, slug: r.slug, issues: r.issues.map(({ field, message }) => ({ field, message })) })),
    report: importReport(parsed),
  };
  if (intent === "preview") return base;
  try {
    const outcome = await runImport(db(), admin, parsed);
    const counts = { created: [...outcome.values()].filter((o) => o === "created").length, updated: [...outcome.values()].filter((o) => o === "updated").length };
    return { ...base, content: null, imported: counts, report: importReport(parsed, outcome) } satisfies Result;
  } catch (error) {
    if (error instanceof ImportHasErrors) return data({ ...base, error: error.message } satisfies Result, { status: 400 });
    throw error;
  }
}

function fileTooLarge(bytes: number): string {
  return `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; the limit is 1 MB.`;
}

export const meta: Route.MetaFunction = () => [{ title: "Bulk import · Administration" }, { name: "robots", content: "noindex, nofollow" }];

export default function BulkImport({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result = actionData && "rows" in actionData ? (actionData as Result) : null;
  // A file over the limit is refused here, before it is sent: the server refuses such a body (413) unread.
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const error = tooLarge ?? actionData?.error;
  const problems = result ? result.rows.filter((r) => r.issues.length) : [];
  const clean = result && result.fileErrors.length === 0 && problems.length === 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs current="Bulk import" />
      <h1 className="font-serif text-4xl font-semibold">Bulk import</h1>
      <p className="mt-3 text-muted-foreground">
        Upload a CSV (UTF-8) or JSON file of houses or property listings, at most 1 MB and {MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows. You see every
        row and its problems first; the import then writes all rows or none, matching existing ones by their slug.
      </p>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium">Columns</summary>
        <p className="mt-2">Houses: {loaderData.columns.houses.join(", ")}</p>
        <p className="mt-1">Listings: {loaderData.columns.listings.join(", ")}</p>
      </details>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 flex flex-wrap items-end gap-4 rounded-xl border border-border bg-card p-4"
        aria-label="Upload"
        onSubmit={(event) => {
          const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
          if (file && file.size > MAX_IMPORT_BYTES) {
            event.preventDefault();
            setTooLarge(fileTooLarge(file.size));
          } else setTooLarge(null);
        }}
      >
        <input type="hidden" name="intent" value="preview" />
        <div>
          <label htmlFor="import-kind" className="block text-sm font-medium">The file holds</label>
          <select id="import-kind" name="kind" defaultValue={result?.kind ?? "houses"} className="mt-1 h-10 rounded-lg border border-border bg-card px-2">
            <option value="houses">Houses</option>
            <option value="listings">Property listings</option>
          </select>
        </div>
        <div>
          <label htmlFor="import-file" className="block text-sm font-medium">File (.csv or .json)</label>
          <input id="import-file" name="file" type="file" accept=".csv,.json,text/csv,application/json" className="mt-1 text-sm" />
        </div>
        <button type="submit" className={buttonClass("outline", "md")} disabled={busy}>
          <FileUp aria-hidden className="h-4 w-4" /> Preview
        </button>
      </Form>

      {error && <FormAlert className="mt-6">{error}</FormAlert>}
      {result && (
        <section aria-labelledby="preview-heading" className="mt-8">
          <h2 id="preview-heading" className="font-serif text-2xl font-semibold">
            {result.imported ? "Imported" : "Preview"}: {result.filename}
          </h2>
          {result.imported && (
            <p role="status" className="mt-2 font-medium text-green-800 dark:text-green-300">
              {result.imported.created} created, {result.imported.updated} updated, in one transaction.
            </p>
          )}
          {result.fileErrors.map((e) => <p key={e} role="alert" className="mt-3 text-red-700 dark:text-red-300">{e}</p>)}
          {result.rows.length > 0 && (
            <p className="mt-2">
              {result.rows.length} row{result.rows.length > 1 ? "s" : ""}, {problems.length} with problems{problems.length ? ": nothing will be imported until they are fixed." : "."}
            </p>
          )}
          {result.rows.length > 0 && (
            <div className="mt-4 max-h-[28rem] overflow-auto rounded-xl border border-border">
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-card">
                  <tr><th scope="col" className="p-2">Row</th><th scope="col" className="p-2">Slug</th><th scope="col" className="p-2">Field</th><th scope="col" className="p-2">Problem</th></tr>
                </thead>
                <tbody>
                  {result.rows.flatMap((r) =>
                    r.issues.length === 0
                      ? [<tr key={r.row} className="border-t border-border"><td className="p-2">{r.row}</td><td className="p-2">{r.slug}</td><td className="p-2" colSpan={2}>ok</td></tr>]
                      : r.issues.map((i, k) => (
                          <tr key={`${r.row}-${k}`} className="border-t border-border text-red-800 dark:text-red-300" data-issue-row={r.row}>
                            <td className="p-2">{r.row}</td><td className="p-2">{r.slug}</td><td className="p-2">{i.field}</td><td className="p-2">{i.message}</td>
                          </tr>
                        )),
                  )}
                </tbody>
              </table>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(result.report)}`} download="import-report.csv" className={buttonClass("ghost", "md")}>
              Download the report
            </a>
            {clean && result.content !== null && !result.imported && (
              <Form method="post">
                <input type="hidden" name="intent" value="import" />
                <input type="hidden" name="kind" value={result.kind} />
                <input type="hidden" name="filename" value={result.filename} />
                <input type="hidden" name="content" value={result.content} />
                <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>Import {result.rows.length} rows</button>
              </Form>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
