// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AnswerEngineBlock } from "./answer-engine-block";

describe("AnswerEngineBlock", () => {
  const faqs = [
    { question: "How long is the path?", answer: "About 14 km." },
    { question: "Which way?", answer: "Clockwise, hill on the right." },
  ];

  it("shows the questions and answers and the key topics", () => {
    render(<AnswerEngineBlock pageTitle="Girivalam" faqs={faqs} keyTopics={["girivalam", "pournami"]} />);
    expect(screen.getByRole("heading", { name: "Questions pilgrims ask" })).toBeInTheDocument();
    expect(screen.getByText("How long is the path?")).toBeInTheDocument();
    expect(screen.getByText("About 14 km.")).toBeInTheDocument();
    expect(screen.getByText("pournami")).toBeInTheDocument();
  });

  it("declares FAQPage data matching the visible answers, safely escaped", () => {
    const { container } = render(<AnswerEngineBlock pageTitle="x" faqs={[...faqs, { question: "A </script> trick?", answer: "No." }]} />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain("</script>");
    const data = JSON.parse(script.textContent!);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(["How long is the path?", "Which way?", "A </script> trick?"]);
  });

  it("renders nothing without questions or topics", () => {
    const { container } = render(<AnswerEngineBlock pageTitle="x" faqs={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
