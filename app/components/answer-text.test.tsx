import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseAnswerText } from "../content/assistant-text.ts";
import { AnswerText } from "./answer-text.tsx";

const hrefs: Record<number, string> = {
  1: "/manifiesto#principios",
  2: "/articles/etica",
  3: "javascript:alert(1)",
};
const render = (answer: string) =>
  renderToStaticMarkup(
    <AnswerText
      blocks={parseAnswerText(answer)}
      hrefOf={(n) => hrefs[n]}
      citeLabel={(n) => `Pasaje ${n}`}
      className="answer"
    />,
  );

describe("AnswerText", () => {
  it("renders the allowlist as elements and citations as links to the passages", () => {
    expect(render("Es **abierta** [1] y *comunitaria* [2].\n\n- `uno`\n- dos\n\n3. tres")).toBe(
      '<div class="answer"><p>Es <strong>abierta</strong> <a class="cite" href="/manifiesto#principios" ' +
        'aria-label="Pasaje 1">[1]</a> y <em>comunitaria</em> <a class="cite" href="/articles/etica" ' +
        'aria-label="Pasaje 2">[2]</a>.</p><ul><li><code>uno</code></li><li>dos</li></ul>' +
        '<ol start="3"><li>tres</li></ol></div>',
    );
  });

  it("shows a citation with no passage, or with an address outside the site, as plain text", () => {
    expect(render("[9] [3]")).toBe('<div class="answer"><p>[9] [3]</p></div>');
  });

  it("shows HTML from the model as its characters", () => {
    expect(render('<b>hola</b><img src=x onerror="alert(1)">')).toBe(
      '<div class="answer"><p>&lt;b&gt;hola&lt;/b&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p></div>',
    );
  });

  it("never puts a tag outside the allowlist, nor a link the page did not give, whatever the answer", () => {
    const unit = fc.oneof(
      fc.constantFrom("*", "**", "`", "[1]", "[3]", "[", "]", "- ", "1. ", "\n", "\n\n", " "),
      fc.constantFrom("<", ">", "<script>", "</p>", "<a href=x>", '"', "&", "javascript:", "onerror="),
      fc.string({ unit: "binary", maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 40 }), (parts) => {
        const html = render(parts.join(""));
        for (const [, tag] of html.matchAll(/<\/?([a-zA-Z]+)[^>]*>/g)) {
          expect(["div", "p", "ul", "ol", "li", "strong", "em", "code", "a"]).toContain(tag);
        }
        for (const [, attributes] of html.matchAll(/<a ([^>]*)>/g)) {
          expect(attributes).toMatch(/^class="cite" href="\/manifiesto#principios" aria-label="Pasaje 1"$/);
        }
      }),
      { seed: 20_261_202, numRuns: 500 },
    );
  });
});
