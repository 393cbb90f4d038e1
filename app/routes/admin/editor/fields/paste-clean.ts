/*
 * Pasted HTML from word processors (Word, LibreOffice, Google Docs) cleaned before the rich-text editor
 * reads it (issue 15, item 6). The editor keeps only what its schema knows; this removes what would
 * otherwise leak through as text or as the wrong structure: Word's list bullets written as text, its
 * Office-only tags, Google Docs' whole-document bold wrapper, and every style and class. Runs in the
 * browser only (it needs DOMParser); the server's sanitiser still checks whatever is saved.
 */

/** Elements that never carry text a reader should keep. */
const DROPPED = "style, script, noscript, meta, link, title, template, iframe, object, embed, form, svg, xml";

/** Attributes worth keeping; the editor reads nothing else, and styles and classes are noise here. */
const KEPT_ATTRIBUTES = new Set(["href", "src", "alt", "title", "colspan", "rowspan", "start"]);

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const el of doc.querySelectorAll(DROPPED)) el.remove();
  removeComments(doc);
  wordLists(doc);
  for (const el of [...doc.body.querySelectorAll("*")]) {
    // Office's own tags (o:p, w:sdt, v:shape…) and Google Docs' `<b style="font-weight:normal">` wrapper
    // around everything: their content stays, the tag goes.
    if (el.tagName.includes(":") || isGoogleDocsWrapper(el)) unwrap(el);
  }
  for (const el of doc.body.querySelectorAll("*")) {
    for (const attr of [...el.attributes]) if (!KEPT_ATTRIBUTES.has(attr.name)) el.removeAttribute(attr.name);
  }
  return doc.body.innerHTML;
}

function removeComments(doc: Document) {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const c of comments) c.parentNode?.removeChild(c);
}

function unwrap(el: Element) {
  el.replaceWith(...el.childNodes);
}

function isGoogleDocsWrapper(el: Element): boolean {
  return el.tagName === "B" && el.id.startsWith("docs-internal-guid");
}

/** Word's list item: a paragraph whose style names the list it belongs to (mso-list). */
function isWordListItem(el: Element | null): el is HTMLElement {
  return el?.tagName === "P" && /mso-list\s*:\s*l\d/i.test(el.getAttribute("style") ?? "");
}

/**
 * Word writes a list as paragraphs, each starting with its bullet or number as text ("·", "1.") in a span
 * marked mso-list:Ignore. Consecutive ones become one <ul> or <ol>, without the written markers.
 */
function wordLists(doc: Document) {
  for (const first of [...doc.body.querySelectorAll("p")]) {
    if (!first.isConnected || !isWordListItem(first) || isWordListItem(first.previousElementSibling))
      continue;
    const items: HTMLElement[] = [];
    for (let el: Element | null = first; isWordListItem(el); el = el.nextElementSibling) items.push(el);
    const ordered = /^\s*[(]?[0-9a-zA-Z]{1,3}[.)]/.test(markerOf(items[0] as HTMLElement));
    const list = doc.createElement(ordered ? "ol" : "ul");
    first.before(list);
    for (const p of items) {
      for (const marker of p.querySelectorAll('span[style*="mso-list"]')) marker.remove();
      const li = doc.createElement("li");
      li.append(...p.childNodes);
      list.append(li);
      p.remove();
    }
  }
}

function markerOf(p: HTMLElement): string {
  return p.querySelector('span[style*="mso-list"]')?.textContent ?? "";
}
