import type { Lang } from "../../content/page-model.ts";
import type { Role } from "../../content/roles.ts";
import type { ContactMessage } from "../../content/messages.ts";
import type { OutgoingMail } from "../store/messaging-store.server.ts";

/*
 * The e-mails the site writes, in the reader's language. Plain text first (every client reads it); links
 * are whole addresses on their own line. Every e-mail about the newsletter carries the one-click
 * unsubscribe of RFC 8058 (List-Unsubscribe with an https link, List-Unsubscribe-Post) and the link itself.
 */

const SITE = "Simbiosis";

function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

const CONFIRM = {
  es: {
    subject: `Confirma tu suscripción al boletín de ${SITE}`,
    body: (confirm: string, unsubscribe: string) =>
      [
        "Hola:",
        "",
        `Alguien (esperamos que tú) ha pedido recibir el boletín mensual de ${SITE} en esta dirección.`,
        "Para confirmarlo, abre este enlace (funciona durante 48 horas):",
        "",
        confirm,
        "",
        "Si no lo has pedido tú, no hagas nada: no recibirás nada más.",
        "",
        "Para no recibir nunca más correos nuestros:",
        unsubscribe,
      ].join("\n"),
  },
  en: {
    subject: `Confirm your subscription to the ${SITE} newsletter`,
    body: (confirm: string, unsubscribe: string) =>
      [
        "Hello,",
        "",
        `Someone (we hope you) asked to receive the ${SITE} monthly newsletter at this address.`,
        "To confirm, open this link (it works for 48 hours):",
        "",
        confirm,
        "",
        "If it was not you, do nothing: you will receive nothing else.",
        "",
        "To never receive e-mail from us again:",
        unsubscribe,
      ].join("\n"),
  },
} as const;

export function confirmationMail(input: {
  to: string;
  lang: Lang;
  confirmUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const words = CONFIRM[input.lang];
  return {
    kind: "newsletter-confirm",
    to: input.to,
    subject: words.subject,
    text: words.body(input.confirmUrl, input.unsubscribeUrl),
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  };
}

/** The contact form's message as the team receives it: answering it answers the visitor (Reply-To). */
export function contactMail(to: string, message: ContactMessage, adminUrl: string): OutgoingMail {
  return {
    kind: "contact",
    to,
    subject: `[${SITE}] ${message.subject}`,
    text: [
      `${message.name} <${message.email}> escribió desde el formulario de contacto (${message.lang.toUpperCase()}):`,
      "",
      message.message,
      "",
      "—",
      `Responde a este correo para contestar a ${message.name}.`,
      `Todos los mensajes: ${adminUrl}`,
    ].join("\n"),
    headers: { "Reply-To": message.email },
  };
}

const RESET = {
  es: {
    subject: `Elige una contraseña nueva para ${SITE}`,
    body: (url: string) =>
      [
        "Hola:",
        "",
        `Alguien (esperamos que tú) ha pedido cambiar la contraseña de esta cuenta del área de edición de ${SITE}.`,
        "Para elegir una nueva, abre este enlace (funciona una sola vez, durante una hora):",
        "",
        url,
        "",
        "Si no lo has pedido tú, no hagas nada: tu contraseña sigue siendo la misma.",
      ].join("\n"),
  },
  en: {
    subject: `Choose a new password for ${SITE}`,
    body: (url: string) =>
      [
        "Hello,",
        "",
        `Someone (we hope you) asked to change the password of this ${SITE} editing area account.`,
        "To choose a new one, open this link (it works once, for one hour):",
        "",
        url,
        "",
        "If it was not you, do nothing: your password stays the same.",
      ].join("\n"),
  },
} as const;

export function passwordResetMail(input: { to: string; lang: Lang; url: string }): OutgoingMail {
  const words = RESET[input.lang];
  return { kind: "password-reset", to: input.to, subject: words.subject, text: words.body(input.url) };
}

const ROLE_NAMES = {
  es: { admin: "administración", editor: "edición", author: "autoría" },
  en: { admin: "admin", editor: "editor", author: "author" },
} as const;

const INVITATION = {
  es: {
    subject: `Te han invitado al área de edición de ${SITE}`,
    body: (role: string, url: string) =>
      [
        "Hola:",
        "",
        `Te han dado acceso al área de edición de ${SITE} con el rol de ${role}.`,
        "Para entrar, elige tu contraseña en este enlace (funciona una sola vez, durante 7 días):",
        "",
        url,
        "",
        "Si no esperabas esta invitación, no hagas nada.",
      ].join("\n"),
  },
  en: {
    subject: `You are invited to the ${SITE} editing area`,
    body: (role: string, url: string) =>
      [
        "Hello,",
        "",
        `You have been given access to the ${SITE} editing area as ${role}.`,
        "To come in, choose your password at this link (it works once, for 7 days):",
        "",
        url,
        "",
        "If you did not expect this invitation, do nothing.",
      ].join("\n"),
  },
} as const;

export function invitationMail(input: { to: string; lang: Lang; role: Role; url: string }): OutgoingMail {
  const words = INVITATION[input.lang];
  return {
    kind: "invitation",
    to: input.to,
    subject: words.subject,
    text: words.body(ROLE_NAMES[input.lang][input.role], input.url),
  };
}

const REVIEW = {
  submitted: {
    subject: (title: string) => `Esperando revisión / Waiting for review: ${title}`,
    es: (who: string, title: string) => `${who} ha enviado «${title}» a revisión.`,
    en: (who: string, title: string) => `${who} submitted "${title}" for review.`,
  },
  returned: {
    subject: (title: string) => `Devuelta con un comentario / Sent back with a comment: ${title}`,
    es: (who: string, title: string) => `${who} ha devuelto «${title}» con un comentario:`,
    en: (who: string, title: string) => `${who} sent "${title}" back with a comment:`,
  },
} as const;

/**
 * A draft submitted for review (to editors and admins), or sent back (to its author). Accounts have no
 * language of their own, so the e-mail says it in both; the comment goes as written.
 */
export function reviewMail(input: {
  to: string;
  step: "submitted" | "returned";
  who: string;
  title: string;
  comment?: string;
  url: string;
}): OutgoingMail {
  const words = REVIEW[input.step];
  const comment = input.comment ? ["", input.comment, ""] : [""];
  return {
    kind: "review",
    to: input.to,
    subject: words.subject(input.title),
    text: [
      words.es(input.who, input.title),
      ...comment,
      words.en(input.who, input.title),
      ...comment,
      input.url,
    ].join("\n"),
  };
}

/** One article of a newsletter, in the reader's language. */
export interface NewsletterItem {
  title: string;
  excerpt: string;
  url: string;
}

const NEWSLETTER = {
  es: {
    subject: `Boletín de ${SITE}`,
    read: "Leer:",
    leave: "No quieres recibir más boletines? Date de baja con un clic:",
  },
  en: {
    subject: `${SITE} newsletter`,
    read: "Read:",
    leave: "Do not want more newsletters? Unsubscribe in one click:",
  },
} as const;

/** A newsletter to one subscriber: the introduction, the articles with their links, and the way out. */
export function newsletterMail(input: {
  to: string;
  lang: Lang;
  intro: string;
  items: NewsletterItem[];
  unsubscribeUrl: string;
  dedupeKey?: string;
}): OutgoingMail {
  const words = NEWSLETTER[input.lang];
  const articles = input.items.flatMap((item) => [
    `■ ${item.title}`,
    ...(item.excerpt ? [item.excerpt] : []),
    `${words.read} ${item.url}`,
    "",
  ]);
  return {
    kind: "newsletter",
    to: input.to,
    subject: words.subject,
    text: [input.intro.trim(), "", ...articles, "—", words.leave, input.unsubscribeUrl]
      .join("\n")
      .replace(/^\n+/, ""),
    headers: unsubscribeHeaders(input.unsubscribeUrl),
    ...(input.dedupeKey ? { dedupeKey: input.dedupeKey } : {}),
  };
}

const PRIVACY = {
  es: {
    subject: `Confirma tu petición sobre tus datos en ${SITE}`,
    body: (action: "export" | "erase", url: string, hours: number) =>
      [
        "Hola:",
        "",
        action === "export"
          ? `Alguien (esperamos que tú) ha pedido en ${SITE} una copia de todo lo que el sitio guarda sobre esta dirección de correo.`
          : `Alguien (esperamos que tú) ha pedido en ${SITE} que se borre todo lo que el sitio guarda sobre esta dirección de correo.`,
        `Para confirmarlo, abre este enlace (funciona durante ${hours} horas) y pulsa el botón de la página:`,
        "",
        url,
        "",
        "Si el sitio no guarda nada sobre esta dirección, la copia te lo dirá.",
        "Si no lo has pedido tú, no hagas nada: no pasará nada.",
      ].join("\n"),
  },
  en: {
    subject: `Confirm your request about your data at ${SITE}`,
    body: (action: "export" | "erase", url: string, hours: number) =>
      [
        "Hello,",
        "",
        action === "export"
          ? `Someone (we hope you) asked ${SITE} for a copy of everything the site keeps about this e-mail address.`
          : `Someone (we hope you) asked ${SITE} to erase everything the site keeps about this e-mail address.`,
        `To confirm, open this link (it works for ${hours} hours) and press the button on the page:`,
        "",
        url,
        "",
        "If the site keeps nothing about this address, the copy will say so.",
        "If it was not you, do nothing: nothing will happen.",
      ].join("\n"),
  },
} as const;

/** The link that confirms a visitor's request for a copy or the erasure of their data. */
export function privacyRequestMail(input: {
  to: string;
  lang: Lang;
  action: "export" | "erase";
  url: string;
  hours: number;
}): OutgoingMail {
  const words = PRIVACY[input.lang];
  return {
    kind: "privacy-request",
    to: input.to,
    subject: words.subject,
    text: words.body(input.action, input.url, input.hours),
  };
}
