import { parseAnswerText } from "../content/assistant-text.ts";
import { AnswerText } from "./answer-text.tsx";

/**
 * A language model's answer, read from its allowlisted Markdown (loaded only when a model answers: the
 * chatbot page without one stays within the public script budget).
 */
export default function ModelAnswer(props: {
  text: string;
  hrefOf: (n: number) => string | undefined;
  citeLabel: (n: number) => string;
}) {
  return (
    <AnswerText
      className="chat-model"
      blocks={parseAnswerText(props.text)}
      hrefOf={props.hrefOf}
      citeLabel={props.citeLabel}
    />
  );
}
