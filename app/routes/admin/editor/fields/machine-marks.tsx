import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "../../../../content/page-model.ts";
import { useLanguage } from "../../../../i18n/language.tsx";

/*
 * The fields a model translated that no person has reviewed yet (issue 41, item 7), for each field of the
 * form to show its mark beside the language it is in (the side panel lists them and approves them).
 */

const MachineMarks = createContext<ReadonlySet<string>>(new Set());

const markKey = (field: string, lang: Lang) => `${lang}\u0000${field}`;

export function MachineMarksProvider({
  marked,
  children,
}: {
  marked: readonly { field: string; lang: Lang }[];
  children: ReactNode;
}) {
  return (
    <MachineMarks.Provider value={new Set(marked.map((m) => markKey(m.field, m.lang)))}>
      {children}
    </MachineMarks.Provider>
  );
}

/** "Machine-translated" beside a field's language while a model's text there is not reviewed. */
export function MachineMark({ field, lang }: { field: string | undefined; lang: Lang | undefined }) {
  const marks = useContext(MachineMarks);
  const { d } = useLanguage();
  if (!field || !lang || !marks.has(markKey(field, lang))) return null;
  return <span className="badge admin-machine-badge">{d.admin.translate.fieldMark}</span>;
}
