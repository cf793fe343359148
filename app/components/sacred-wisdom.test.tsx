// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ArticleCard } from "~/content/article-schema";
import { SacredWisdom, type SacredWisdomState } from "./sacred-wisdom";

const card = (slug: string, category: ArticleCard["category"]): ArticleCard => ({
  id: slug,
  slug,
  title: `Title of ${slug}`,
  category,
  excerpt: `Excerpt of ${slug}`,
  featured: true,
  featuredImage: "/uploads/categories/mythology.webp",
});

function show(state: SacredWisdomState) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SacredWisdom state={state} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("SacredWisdom", () => {
  it("shows the loading text while articles are gathered", () => {
    show({ status: "loading" });
    expect(screen.getByRole("status")).toHaveTextContent("Gathering sacred wisdom...");
  });

  it("shows the empty state when there are no articles", () => {
    show({ status: "loaded", articles: [] });
    expect(screen.getByRole("heading", { name: "Sacred Wisdom Awaits" })).toBeInTheDocument();
    expect(screen.getByText(/return soon/)).toBeInTheDocument();
  });

  it("shows one card per article with badge, 16:10 image, title, excerpt and Explore Wisdom", () => {
    show({ status: "loaded", articles: [card("a", "Mythology"), card("b", "Sacred Sites")] });
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText("Mythology")).toBeInTheDocument();
    expect(first.getByRole("heading", { name: "Title of a" })).toHaveClass("line-clamp-2");
    expect(first.getByText("Excerpt of a")).toHaveClass("line-clamp-3");
    expect(first.getByRole("img").parentElement).toHaveClass("aspect-[16/10]");
    expect(first.getByRole("link", { name: /Explore Wisdom/ })).toHaveAttribute("href", "/articles/a");
  });

  it("always has the heading, the closing quote and Discover All Wisdom", () => {
    show({ status: "loaded", articles: [card("a", "Mythology")] });
    expect(screen.getByRole("heading", { name: "Sacred Wisdom", level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/Sri Ramana Maharshi, Aksharamanamalai/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Discover All Wisdom/ })).toHaveAttribute("href", "/articles");
  });
});
