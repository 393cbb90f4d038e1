import { publicAddresses, templateOf, titleText } from "../../../content/content-model.ts";
import type { Entry, Lang, PageDoc } from "../../../content/page-model.ts";
import type { LangState } from "../../../content/publishing.ts";
import type { PageStatus } from "./api-client.ts";
import {
  addVariant,
  moveGroup,
  newEntries,
  removeAt,
  removeGroup,
  replaceAt,
  setGroupValue,
  type ValueKind,
} from "../editor/fields/values.ts";

/*
 * The editing area's state, in the legacy client's shape (data, components, pages, selectedPage,
 * Error), with its transitions (docs/product.md "The editing area"). One reducer, so every rule is a
 * pure function with a unit test (state.test.ts).
 */

export interface ErrorState {
  status: boolean;
  titulo: string;
  description: string;
}

export const NO_ERROR: ErrorState = { status: false, titulo: "No error", description: "No error" };

/** A row of the page list: the Page/Template pair the legacy client keeps, plus what the list shows. */
export interface PageSummary {
  Page: string;
  Template: string;
  Updated?: string;
  /** The page's title in each language, for the list and its search. */
  title: { es: string; en: string };
  /** Where the site shows it, in each language (null: no public screen shows this page). */
  publicAddresses: Record<Lang, string> | null;
  /** Each language's publishing state, when the list came with it (the workspace list does). */
  languages?: Record<Lang, LangState>;
  /** Visitors can read it (false for a page that is only a draft). */
  published: boolean;
  /** Its review, when one is open: submitted and waiting, or sent back to its author. */
  review?: "waiting" | "returned";
  /** Languages with fields a model translated that no person has reviewed yet. */
  machineTranslated?: Lang[];
}

export type EntryList = "values" | "components";

export interface AdminState {
  /** The values of every page selected so far (docs/product.md "The editing area": selecting appends). */
  data: Entry[];
  /** The selected page's components. */
  components: Entry[];
  /** The page being edited: the draft, changed by every edit. */
  selectedPage: PageDoc;
  /** The selected page as the server last answered it: the draft is "unsaved" while it differs. */
  savedPage: PageDoc | null;
  /** The page as the editor's loader brought it, once selected: the form shows from then on. */
  openedPage: PageDoc | null;
  /** Unsaved edits kept from before a reload were put back; a save or another selection ends it. */
  draftRecovered: boolean;
  /** Where the open page stands: draft, each language's published state, schedules. */
  pageStatus: PageStatus | null;
  Error: ErrorState;
}

export const EMPTY_PAGE: PageDoc = { values: [], Page: "", Template: "" };

export const initialState: AdminState = {
  data: [],
  components: [],
  selectedPage: EMPTY_PAGE,
  savedPage: null,
  openedPage: null,
  draftRecovered: false,
  pageStatus: null,
  Error: NO_ERROR,
};

export type AdminAction =
  | { type: "pageOpened"; page: PageDoc; draft: PageDoc | null; status?: PageStatus }
  | { type: "pageSelected"; page: PageDoc }
  | { type: "draftRestored"; draft: PageDoc }
  | { type: "pageSaved"; page: PageDoc; sent?: PageDoc; status?: PageStatus }
  | { type: "statusChanged"; status: PageStatus }
  | { type: "pageDeleted"; name: string }
  | { type: "selectionCleared" }
  | { type: "fieldChanged"; field: string; value: unknown }
  | { type: "entryChanged"; list: EntryList; index: number; entry: Entry }
  | { type: "componentChanged"; name: string; value: Entry["value"]; lang?: Entry["lang"] }
  | { type: "entryRemoved"; list: EntryList; index: number }
  | { type: "groupRemoved"; list: EntryList; key: string }
  | { type: "groupMoved"; list: EntryList; key: string; delta: -1 | 1; among?: readonly string[] }
  | {
      type: "fieldSet";
      group: { name: string; component?: string | undefined };
      lang?: Lang | undefined;
      value: Entry["value"];
    }
  | { type: "variantAdded"; list: EntryList; key: string; lang: "es" | "en" }
  | {
      type: "valueAdded";
      list: EntryList;
      name: string;
      kind: ValueKind;
      bilingual: boolean;
      component?: string;
    }
  | { type: "imageUploaded" }
  | { type: "errorRaised"; titulo: string; description: string }
  | { type: "errorCleared" };

/** A row of the list: its titles and address are the ones the public site shows (content-model.ts). */
export function summarize(page: PageDoc, status?: PageStatus): PageSummary {
  const hasValues = Array.isArray(page.values) || Array.isArray(page.components);
  const doc = hasValues ? page : { ...page, values: [] };
  return {
    Page: typeof page.Page === "string" ? page.Page : String((page as { page?: unknown }).page ?? ""),
    Template: templateOf(page),
    ...(typeof page.Updated === "string" ? { Updated: page.Updated } : {}),
    title: { es: titleText(doc, "es"), en: titleText(doc, "en") },
    publicAddresses: publicAddresses(doc),
    ...(status ? { languages: status.languages } : {}),
    published: status ? status.publishedRevision !== null : true,
    ...(status?.review ? { review: status.review } : {}),
    ...(status?.machineTranslated?.length ? { machineTranslated: status.machineTranslated } : {}),
  };
}

function withList(page: PageDoc, list: EntryList, entries: Entry[]): PageDoc {
  return { ...page, [list]: entries };
}

function listOf(page: PageDoc, list: EntryList): Entry[] {
  const entries = page[list];
  return Array.isArray(entries) ? entries : [];
}

/** Applies an edit to the selected page's values or components; components stay mirrored in state. */
function edit(state: AdminState, list: EntryList, change: (entries: Entry[]) => Entry[]): AdminState {
  const entries = change(listOf(state.selectedPage, list));
  const selectedPage = withList(state.selectedPage, list, entries);
  return list === "components" ? { ...state, selectedPage, components: entries } : { ...state, selectedPage };
}

export function adminReducer(state: AdminState, action: AdminAction): AdminState {
  switch (action.type) {
    case "pageOpened": {
      // The editor opens a page: selected, with the draft kept of it (same revision) on top.
      const selected = adminReducer(state, { type: "pageSelected", page: action.page });
      const opened = action.draft
        ? adminReducer(selected, { type: "draftRestored", draft: action.draft })
        : selected;
      return { ...opened, openedPage: action.page, pageStatus: action.status ?? null };
    }
    case "pageSelected": {
      const values = listOf(action.page, "values");
      return {
        ...state,
        selectedPage: action.page,
        savedPage: action.page,
        data: [...state.data, ...values],
        components: listOf(action.page, "components"),
        draftRecovered: false,
      };
    }
    case "draftRestored":
      // A draft kept through a sign-in or a reload: the server's version stays the baseline.
      return {
        ...state,
        selectedPage: action.draft,
        components: listOf(action.draft, "components"),
        draftRecovered: true,
      };
    case "pageSaved": {
      // Saving replaces the selected page with the returned body, unless the editor kept typing
      // while the call was on its way: then their newer draft stays, on top of the new revision.
      const kept = action.sent !== undefined && stableJson(action.sent) !== stableJson(state.selectedPage);
      const selectedPage = kept ? { ...state.selectedPage, revision: action.page.revision } : action.page;
      return {
        ...state,
        selectedPage,
        savedPage: action.page,
        components: listOf(selectedPage, "components"),
        draftRecovered: false,
        ...(action.status ? { pageStatus: action.status } : {}),
      };
    }
    case "statusChanged":
      return { ...state, pageStatus: action.status };
    // The list is the list screen's, loaded again when it opens: deleting only clears the selection.
    case "pageDeleted":
    case "selectionCleared":
      return {
        ...state,
        selectedPage: EMPTY_PAGE,
        savedPage: null,
        openedPage: null,
        draftRecovered: false,
        pageStatus: null,
        components: [],
      };
    case "fieldChanged": {
      const selectedPage: PageDoc = { ...state.selectedPage };
      if (action.value === undefined) delete selectedPage[action.field];
      else selectedPage[action.field] = action.value;
      return { ...state, selectedPage };
    }
    case "entryChanged":
      return edit(state, action.list, (entries) => replaceAt(entries, action.index, action.entry));
    case "componentChanged": {
      // Editing a component changes the value of the selected page's component with that name.
      const matches = (e: Entry) =>
        (e.name === action.name || e.component === action.name) &&
        (action.lang === undefined || e.lang === action.lang);
      const list: EntryList = listOf(state.selectedPage, "components").some(matches)
        ? "components"
        : "values";
      return edit(state, list, (entries) =>
        entries.map((e) => (matches(e) ? { ...e, value: action.value } : e)),
      );
    }
    case "entryRemoved":
      return edit(state, action.list, (entries) => removeAt(entries, action.index));
    case "groupRemoved":
      return edit(state, action.list, (entries) => removeGroup(entries, action.key));
    case "groupMoved":
      return edit(state, action.list, (entries) =>
        moveGroup(entries, action.key, action.delta, action.among),
      );
    case "fieldSet":
      return edit(state, "values", (entries) =>
        setGroupValue(entries, action.group, action.lang, action.value),
      );
    case "variantAdded":
      return edit(state, action.list, (entries) => addVariant(entries, action.key, action.lang));
    case "valueAdded":
      return edit(state, action.list, (entries) => [
        ...entries,
        ...newEntries(action.name, action.kind, action.bilingual, action.component),
      ]);
    case "imageUploaded":
      // A successful upload changes nothing (docs/product.md "The editing area"): the editor stores the
      // file in a value.
      return state;
    case "errorRaised":
      return { ...state, Error: { status: true, titulo: action.titulo, description: action.description } };
    case "errorCleared":
      return { ...state, Error: NO_ERROR };
  }
}

/** JSON with object keys sorted: two pages with the same content compare equal whatever the key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Whether the draft differs from what the server last answered. */
export function isDirty(state: Pick<AdminState, "selectedPage" | "savedPage">): boolean {
  if (!state.savedPage) return false;
  return stableJson(state.selectedPage) !== stableJson(state.savedPage);
}
