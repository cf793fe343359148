import { describe, expect, it } from "vitest";
import { ENHANCED_ISLANDS, REACT_ISLANDS } from "../app/islands/registry";
import { islandModules } from "./client-entries-plugin";

describe("islandModules", () => {
  it("reads every island of the registry with the module it loads", () => {
    const modules = islandModules(process.cwd());
    expect(Object.keys(modules).sort()).toEqual([...Object.keys(ENHANCED_ISLANDS), ...Object.keys(REACT_ISLANDS)].sort());
    expect(modules["page-calendar"]).toMatch(/app\/components\/calendar\/page-calendar\.tsx$/);
    expect(modules["deepam-countdown"]).toMatch(/deepam-countdown\.enhance\.ts$/);
  });
});
