import { useId } from "react";
import { CONTACT_LIMITS } from "../content/forms.ts";
import { useVisitorForm, type FormTexts } from "./visitor-form.tsx";

/** The contact form of /contacto (issue 16): stored, e-mailed to the team, answered by e-mail. */
export function ContactForm({ texts: f }: { texts: FormTexts }) {
  const c = f.contact;
  const id = useId();
  const form = useVisitorForm("/api/contact", f, { sent: c.sent });
  const field = (name: "name" | "email" | "subject", type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{c[name]}</label>
      <input
        id={`${id}-${name}`}
        className="input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={CONTACT_LIMITS[name]}
        required
        aria-invalid={form.invalid(name)}
      />
    </div>
  );
  return (
    <section className="contact-form card" aria-labelledby={`${id}-title`} id="contact">
      <h2 id={`${id}-title`}>{c.title}</h2>
      <form {...form.formProps} noValidate={false}>
        {field("name", "text", "name")}
        {field("email", "email", "email")}
        {field("subject", "text", "off")}
        <div className="field">
          <label htmlFor={`${id}-message`}>{c.message}</label>
          <textarea
            id={`${id}-message`}
            className="input"
            name="message"
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            required
            aria-invalid={form.invalid("message")}
          />
        </div>
        {form.consent(`${id}-consent`, f.consentContact)}
        {form.hidden}
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {c.submit}
        </button>
        {form.status}
      </form>
    </section>
  );
}
