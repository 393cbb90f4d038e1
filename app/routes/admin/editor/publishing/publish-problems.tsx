import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "../../../../content/page-model.ts";
import type { PublishProblem } from "../../../../content/publish-checks.ts";
import { useLanguage } from "../../../../i18n/language.tsx";
import { useAdmin } from "../../shell/admin-context.tsx";
import { fieldLabel } from "../../shell/human-names.ts";
import { problemsFor } from "./publish-rules.ts";

/** A publish problem in the editor's language, from its code, naming the field by its label. */
export function useProblemText(): (p: PublishProblem) => string {
  const { d, t, lang } = useLanguage();
  const template = String(useAdmin().state.selectedPage.Template ?? "");
  return (p) =>
    t(`admin.publishing.problems.${p.code}`, {
      field: fieldLabel(d, lang, template, { name: p.field }),
      lang: d.admin.publishing.names[p.lang],
      detail: p.detail ?? "",
    });
}

/** The problems of the last publish attempt, for the fields to show beside themselves. */
const FieldProblems = createContext<readonly PublishProblem[]>([]);

export function FieldProblemsProvider({
  problems,
  children,
}: {
  problems: readonly PublishProblem[];
  children: ReactNode;
}) {
  return <FieldProblems.Provider value={problems}>{children}</FieldProblems.Provider>;
}

/** What the last publish found in one field (and language): errors in red, warnings plainly. */
export function FieldProblemNotes({ field, lang }: { field: string; lang?: Lang }) {
  const problems = problemsFor(useContext(FieldProblems), field, lang);
  const text = useProblemText();
  if (problems.length === 0) return null;
  return (
    <ul className="admin-field-problems">
      {problems.map((p, i) => (
        <li key={`${p.code}-${i}`} className={p.severity === "error" ? "admin-field-error" : "admin-help"}>
          {text(p)}
        </li>
      ))}
    </ul>
  );
}

/** The problems of a publish, errors first, as the dialog lists them. */
export function ProblemList({ problems }: { problems: readonly PublishProblem[] }) {
  const { d } = useLanguage();
  const errors = problems.filter((p) => p.severity === "error");
  const warnings = problems.filter((p) => p.severity !== "error");
  return (
    <>
      <ProblemBox problems={errors} title={d.admin.publishing.problemsTitle} blocking />
      <ProblemBox problems={warnings} title={d.admin.publishing.warningsTitle} />
    </>
  );
}

function ProblemBox({
  problems,
  title,
  blocking = false,
}: {
  problems: readonly PublishProblem[];
  title: string;
  blocking?: boolean;
}) {
  const text = useProblemText();
  if (problems.length === 0) return null;
  return (
    <div
      className={blocking ? "admin-problems admin-problems-error" : "admin-problems"}
      role={blocking ? "alert" : undefined}
    >
      <p>
        <strong>{title}</strong>
      </p>
      <ul>
        {problems.map((p, i) => (
          <li key={`${p.code}-${i}`}>{text(p)}</li>
        ))}
      </ul>
    </div>
  );
}
