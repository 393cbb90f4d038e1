import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { createDocument, EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useLanguage } from "../../../../i18n/language.tsx";
import { cleanPastedHtml } from "./paste-clean.ts";
import { isValidUrl } from "./values.ts";
import { ImageInsert } from "../../media/image-insert.tsx";
import type { TwinText } from "../../media/shared-image.ts";
import type { Lang } from "../../../../content/page-model.ts";

/*
 * The rich-text editor (TipTap). Loaded lazily (value-input.tsx), so neither the public site nor the
 * editing area's first screen pays for it. It produces clean HTML: only what its toolbar makes, which
 * the server's sanitiser keeps as is. Pasted text from word processors is cleaned first (paste-clean.ts).
 */

interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** The id of the element naming the editor (its label). */
  labelledBy: string;
  describedBy?: string;
  /** Said in the toolbar's name: "Formatting of Content (English)". */
  label: string;
  /** The language of the text (none: it serves every language), and the same field in the other one. */
  lang?: Lang | undefined;
  twin?: TwinText | undefined;
}

/** What the image form needs to know of the text it inserts into. */
interface ImageTarget {
  lang?: Lang | undefined;
  twin?: TwinText | undefined;
}

type ToolId =
  | "bold"
  | "italic"
  | "code"
  | "h2"
  | "h3"
  | "bulletList"
  | "orderedList"
  | "blockquote"
  | "codeBlock"
  | "table"
  | "link"
  | "image";

export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  label,
  lang,
  twin,
}: RichTextEditorProps) {
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    // The route is rendered on the server too: TipTap must wait for the browser.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          // Each link says where it opens (the link form); none opens a new tab unless asked.
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      // Plain tables with a header row; no column widths (the site's styles lay them out).
      TableKit.configure({ table: { resizable: false } }),
      // Images already in a text survive editing (the toolbar does not insert them).
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        class: "prose admin-rte-content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(lang ? { lang } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: ed }) => {
      const html = ed.isEmpty ? "" : ed.getHTML();
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value replaced from outside (a reload, a conflict resolved, a save answer) is shown.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    // The server's copy of what was typed (sanitised: no table widths, say) is the same document: the
    // caret stays where it is. Only a different text replaces the editor's.
    if (!createDocument(value, editor.schema).eq(editor.state.doc))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="admin-rte">
      {editor ? <Toolbar editor={editor} controls={id} label={label} target={{ lang, twin }} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({
  editor,
  controls,
  label,
  target,
}: {
  editor: Editor;
  controls: string;
  label: string;
  target: ImageTarget;
}) {
  const { d, t } = useLanguage();
  const r = d.admin.rich;
  const active = useEditorState({
    editor,
    selector: ({ editor: ed }) => ({
      bold: ed.isActive("bold"),
      italic: ed.isActive("italic"),
      code: ed.isActive("code"),
      codeBlock: ed.isActive("codeBlock"),
      table: ed.isActive("table"),
      h2: ed.isActive("heading", { level: 2 }),
      h3: ed.isActive("heading", { level: 3 }),
      bulletList: ed.isActive("bulletList"),
      orderedList: ed.isActive("orderedList"),
      blockquote: ed.isActive("blockquote"),
      link: ed.isActive("link"),
      image: ed.isActive("image"),
    }),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [href, setHref] = useState("");
  /** The link opens in a new tab; undefined until the editor chooses (then: only links to other sites). */
  const [newTab, setNewTab] = useState<boolean | undefined>(undefined);
  const [linkError, setLinkError] = useState(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const formId = useId();

  const tools: Array<{ id: ToolId; label: string; text: ReactNode; run: () => void }> = [
    { id: "bold", label: r.bold, text: <b>B</b>, run: () => editor.chain().focus().toggleBold().run() },
    { id: "italic", label: r.italic, text: <i>I</i>, run: () => editor.chain().focus().toggleItalic().run() },
    {
      id: "code",
      label: r.code,
      text: <Icon d="M9 8l-4 4 4 4M15 8l4 4-4 4" />,
      run: () => editor.chain().focus().toggleCode().run(),
    },
    {
      id: "h2",
      label: r.heading2,
      text: "H2",
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      id: "h3",
      label: r.heading3,
      text: "H3",
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      id: "bulletList",
      label: r.bulletList,
      text: <Icon d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      id: "orderedList",
      label: r.orderedList,
      text: <Icon d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19h3" />,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      id: "blockquote",
      label: r.blockquote,
      text: <Icon d="M7 8h4v5c0 2-1 3-3 4M14 8h4v5c0 2-1 3-3 4M7 8v5h4M14 8v5h4" />,
      run: () => editor.chain().focus().toggleBlockquote().run(),
    },
    {
      id: "codeBlock",
      label: r.codeBlock,
      text: <Icon d="M4 4h16v16H4zM9 9l-2 3 2 3M15 9l2 3-2 3" />,
      run: () => editor.chain().focus().toggleCodeBlock().run(),
    },
    {
      id: "table",
      label: r.table,
      text: <Icon d="M4 5h16v14H4zM4 10h16M4 15h16M10 5v14M15 5v14" />,
      run: () => {
        if (!editor.isActive("table"))
          editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
        else editor.commands.focus();
      },
    },
    {
      id: "link",
      label: r.link,
      text: (
        <Icon d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      ),
      run: () => {
        const link = editor.getAttributes("link");
        setHref(String(link.href ?? ""));
        setNewTab(editor.isActive("link") ? link.target === "_blank" : undefined);
        setLinkError(false);
        setImageOpen(false);
        setLinkOpen(true);
      },
    },
    {
      id: "image",
      label: r.image,
      text: <Icon d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01" />,
      run: () => {
        setLinkOpen(false);
        setImageOpen(true);
      },
    },
  ];

  // One tab stop for the whole toolbar; arrows move inside it (the ARIA toolbar pattern).
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = targets[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  function applyLink() {
    const url = href.trim();
    if (!url || !isValidUrl(url)) {
      setLinkError(true);
      return;
    }
    const opens =
      (newTab ?? isOtherSite(url))
        ? { target: "_blank", rel: "noopener noreferrer" }
        : { target: null, rel: null };
    const attrs = { href: url, ...opens };
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the link's text.
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: url, marks: [{ type: "link", attrs }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink(attrs).run();
      // The caret goes after the link: the next key typed must not replace the linked words.
      editor.commands.setTextSelection(editor.state.selection.to);
    }
    setLinkOpen(false);
  }

  return (
    <>
      <div
        className="admin-rte-toolbar"
        role="toolbar"
        aria-label={t("admin.rich.toolbar", { name: label })}
        aria-controls={controls}
        onKeyDown={onKeyDown}
      >
        {tools.map((tool, i) => (
          <button
            key={tool.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            className={`admin-rte-button admin-rte-button-${tool.id}`}
            tabIndex={i === focusIndex ? 0 : -1}
            aria-pressed={active?.[tool.id] ?? false}
            title={tool.label}
            onMouseDown={(e) => e.preventDefault() /* keeps the text selection */}
            onFocus={() => setFocusIndex(i)}
            onClick={tool.run}
          >
            {/* Named by words, shown as a glyph ("Bold" / B). */}
            <span aria-hidden="true">{tool.text}</span>
            <span className="visually-hidden">{tool.label}</span>
          </button>
        ))}
      </div>
      {active?.table ? <TableTools editor={editor} /> : null}
      {imageOpen ? (
        <ImageInsert
          editor={editor}
          onClose={() => setImageOpen(false)}
          lang={target.lang}
          twin={target.twin}
        />
      ) : null}
      {linkOpen ? (
        <div className="admin-rte-linkform" role="group" aria-label={r.link}>
          <label htmlFor={`${formId}-href`}>{r.linkUrl}</label>
          <input
            id={`${formId}-href`}
            className="input"
            type="url"
            value={href}
            autoFocus
            aria-invalid={linkError || undefined}
            aria-describedby={linkError ? `${formId}-err` : undefined}
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                applyLink();
              } else if (e.key === "Escape") {
                e.preventDefault();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
          />
          {linkError ? (
            <p id={`${formId}-err`} className="admin-field-error">
              {d.admin.editor.urlInvalid}
            </p>
          ) : null}
          <label className="admin-rte-newtab">
            <input
              type="checkbox"
              checked={newTab ?? isOtherSite(href.trim())}
              onChange={(e) => setNewTab(e.target.checked)}
            />{" "}
            {r.newTab}
          </label>
          <div className="btn-row">
            <button type="button" className="btn btn-primary btn-small" onClick={applyLink}>
              {r.applyLink}
            </button>
            {active?.link ? (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => {
                  editor.chain().focus().extendMarkRange("link").unsetLink().run();
                  setLinkOpen(false);
                }}
              >
                {r.removeLink}
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => {
                setLinkOpen(false);
                editor.commands.focus();
              }}
            >
              {r.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}

/** A link to another site (an absolute http(s) address of another host); the site's own open in place. */
function isOtherSite(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    return new URL(url).host !== window.location.host;
  } catch {
    return false;
  }
}

/** Rows and columns of the table the cursor is in: shown only there. */
function TableTools({ editor }: { editor: Editor }) {
  const { d } = useLanguage();
  const r = d.admin.rich;
  const actions: Array<[string, () => boolean]> = [
    [r.addRow, () => editor.chain().focus().addRowAfter().run()],
    [r.addColumn, () => editor.chain().focus().addColumnAfter().run()],
    [r.deleteRow, () => editor.chain().focus().deleteRow().run()],
    [r.deleteColumn, () => editor.chain().focus().deleteColumn().run()],
    [r.deleteTable, () => editor.chain().focus().deleteTable().run()],
  ];
  return (
    <div className="admin-rte-tabletools" role="group" aria-label={r.tableTools}>
      {actions.map(([label, run]) => (
        <button
          key={label}
          type="button"
          className="btn btn-ghost btn-small"
          onMouseDown={(e) => e.preventDefault() /* keeps the cursor in the table */}
          onClick={run}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** A toolbar glyph drawn as strokes, so it looks the same whatever fonts the machine has. */
function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
