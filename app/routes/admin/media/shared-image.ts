import type { Editor } from "@tiptap/react";
import type { Lang } from "../../../content/page-model.ts";

/*
 * One image for both languages (issue 41, item 3): inserted in one language's text, it is placed in the
 * other language's text too, at the same place counted in blocks (the text's paragraphs, headings, lists),
 * so a translation already under way shows it without a second insert. Browser-only (the editor's).
 */

/** The same formatted field in the page's other language, when that language has one. */
export interface TwinText {
  lang: Lang;
  html: string;
  set: (html: string) => void;
}

/** Which top-level block of the editor's document the image with this source is (the one nearest the caret). */
export function blockIndexOf(editor: Editor, src: string): number | undefined {
  const caret = editor.state.selection.from;
  let best: { index: number; distance: number } | undefined;
  editor.state.doc.forEach((node, offset, index) => {
    if (node.type.name !== "image" || node.attrs.src !== src) return;
    const distance = Math.abs(offset - caret);
    if (!best || distance < best.distance) best = { index, distance };
  });
  return best?.index;
}

/**
 * `html` with the image put before its block number `index` (after the last block when it has fewer).
 * The browser's parser and serialiser write it: what was typed in alt cannot break out of the attribute.
 */
export function withImageAt(html: string, index: number, src: string, alt: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  const img = document.createElement("img");
  img.setAttribute("src", src);
  // Empty until written: the publish check asks for it, and the editor's image is never without alt.
  img.setAttribute("alt", alt);
  const blocks = template.content.children;
  const before = blocks[Math.max(0, index)];
  if (before) template.content.insertBefore(img, before);
  else template.content.append(img);
  return template.innerHTML;
}
