import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { LANGS, type Lang } from "../content/page-model.ts";
import { useLanguage } from "../i18n/language.tsx";
import { Icon } from "./site-icons.tsx";
import { useDismiss } from "./use-dismiss.ts";

/**
 * The language dropdown: a disclosure button and a list of options. It closes on a choice, an outside
 * click, Escape or when focus leaves it; arrow keys move between the options.
 */
export function LanguageSelect() {
  const { d, lang, setLang } = useLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const l = d.common.language;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, toggleRef);

  const options = () => Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>("[data-lang]") ?? []);

  const focusOption = (index: number) => {
    const all = options();
    all[(index + all.length) % all.length]?.focus();
  };

  const onToggleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setOpen(true);
    // The list is hidden until this render commits: focus it on the next frame.
    const index = event.key === "ArrowDown" ? 0 : -1;
    requestAnimationFrame(() => focusOption(index));
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = options();
    const current = all.findIndex((el) => el === document.activeElement);
    if (event.key === "ArrowDown") focusOption(current + 1);
    else if (event.key === "ArrowUp") focusOption(current - 1);
    else if (event.key === "Home") focusOption(0);
    else if (event.key === "End") focusOption(-1);
    else return;
    event.preventDefault();
  };

  const choose = (next: Lang) => {
    setOpen(false);
    toggleRef.current?.focus();
    if (next !== lang) setLang(next);
  };

  return (
    <div
      className="lang-select"
      ref={rootRef}
      onBlur={(event) => {
        // Leaving by Tab closes it; a click on nothing focusable is left to the pointerdown listener.
        const next = event.relatedTarget;
        if (next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="lang-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onToggleKey}
      >
        <Icon name="globe" />
        <span className="visually-hidden">{l.label}: </span>
        <span className="lang-code">{l[`${lang}Short`]}</span>
        <span className="visually-hidden" lang={lang}>
          {" "}
          ({l[lang]})
        </span>
        <Icon name="chevron" className="icon icon-chevron" />
      </button>
      <ul id={listId} className="lang-menu" aria-label={l.choose} hidden={!open} onKeyDown={onListKey}>
        {LANGS.map((option) => (
          <li key={option}>
            <button
              type="button"
              className="lang-option"
              lang={option}
              data-lang={option}
              aria-current={option === lang ? "true" : undefined}
              onClick={() => choose(option)}
            >
              <Icon name="check" className="icon icon-check" />
              {l[option]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
