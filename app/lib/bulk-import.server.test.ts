import { describe, expect, it } from "vitest";
import { importReport, readImport } from "./bulk-import.server";

const enc = (s: string) => new TextEncoder().encode(s);
const header = "slug,name,summary,description,capacity,priceRupees,amenities,published";
const good = `mud-house,Mud house,A cool earthen room for two near the road.,${"d".repeat(90)},2,1500,"fan, net",true`;

describe("readImport", () => {
  it("reads a good CSV", () => {
    const r = readImport("houses", "houses.csv", enc(`${header}\n${good}\n`));
    expect(r.fileErrors).toEqual([]);
    expect(r.rows[0]!.issues).toEqual([]);
    expect(r.rows[0]!.data).toMatchObject({ slug: "mud-house", capacity: 2, amenities: ["fan", "net"], published: true });
  });
  it("reads JSON too", () => {
    const r = readImport("houses", "h.json", enc(JSON.stringify([{ slug: "a-house", name: "A house", summary: "A cool earthen room for two near the road.", description: "d".repeat(90), capacity: 2, priceRupees: 900, amenities: "", published: false }])));
    expect(r.rows[0]!.issues).toEqual([]);
  });
  it("names every problem by row and field", () => {
    const r = readImport("houses", "houses.csv", enc(`${header}\n${good}\nBad Slug,X,short,short,40,-5,,maybe\n${good}\n`));
    const issues = r.rows.flatMap((row) => row.issues);
    expect(issues).toContainEqual({ row: 3, field: "slug", message: "Use lower-case letters, digits and hyphens, like mud-house-by-the-tank." });
    expect(issues).toContainEqual({ row: 3, field: "capacity", message: "At most 20 guests." });
    expect(issues).toContainEqual({ row: 4, field: "slug", message: "The same slug as row 2." });
  });
  it("refuses formula injection", () => {
    const r = readImport("houses", "houses.csv", enc(`${header}\nmud-house,=cmd|' /C calc'!A0,A cool earthen room for two near the road.,${"d".repeat(90)},2,1500,,true\n`));
    expect(r.rows[0]!.issues).toContainEqual({ row: 2, field: "name", message: 'Starts with "=", which spreadsheets run as a formula; remove it.' });
    expect(r.rows[0]!.data).toBeNull();
    // Spreadsheets skip leading spaces before a formula: so does the check.
    const spaced = readImport("houses", "houses.csv", enc(`${header}\nmud-house, =1+2,A cool earthen room for two near the road.,${"d".repeat(90)},2,1500,,true\n`));
    expect(spaced.rows[0]!.issues).toContainEqual({ row: 2, field: "name", message: 'Starts with "=", which spreadsheets run as a formula; remove it.' });
    expect(importReport(readImport("houses", "houses.csv", enc(`${header}\n  @SUM(1),X,short,short,2,1500,,true\n`)))).toMatch(/^2,'@SUM\(1\),/m);
  });
  it("gives clear file errors: wrong columns, bad encoding, too many rows, empty, wrong type", () => {
    expect(readImport("houses", "h.csv", enc("slug,title\nx,y\n")).fileErrors[0]).toMatch(/^Missing columns: name, summary, description, capacity, priceRupees, amenities, published\. Unknown column: title\./);
    expect(readImport("houses", "h.csv", new Uint8Array([0x73, 0x6c, 0xff, 0xfe, 0x0a])).fileErrors[0]).toMatch(/not UTF-8/);
    expect(readImport("houses", "h.csv", enc(`${header}\n${Array.from({ length: 10_000 }, (_, i) => good.replace("mud-house", `h-${i}`)).join("\n")}`)).fileErrors[0]).toMatch(/(10,000 rows; the limit is 1,000|the limit is 1 MB)/);
    expect(readImport("houses", "h.csv", new Uint8Array()).fileErrors).toEqual(["The file is empty."]);
    expect(readImport("houses", "h.xlsx", enc("x")).fileErrors).toEqual(["Please upload a .csv or .json file."]);
  });
  it("writes a report that cannot run as a formula", () => {
    const r = readImport("houses", "houses.csv", enc(`${header}\n=1+1,X,short,short,2,1500,,true\n`));
    expect(importReport(r)).toContain("'=1+1");
  });
});
