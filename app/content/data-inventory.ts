import {
  DRAFT_KEY,
  LANG_COOKIE,
  LANG_COOKIE_DAYS,
  LANG_NOTICE_KEY,
  LANG_STORAGE_KEY,
  SESSION_COOKIE,
  SESSION_DAYS,
  TOKEN_KEY,
  VISITS_KEY,
} from "./browser-storage.ts";
import type { Lang } from "./page-model.ts";

/*
 * What the site keeps about people, in one list (issue 38; docs/product.md "Personal data"): every table
 * column, cookie, browser-storage key, file and log that can hold something about a person, with its
 * purpose, its legal basis, who can see it and how long it is kept. The privacy page's section "What this
 * site keeps, for how long", the /chatbot page's note, the admins' export of a person's data and
 * docs/product.md are made from it; tests/integration/data-inventory.test.ts fails when the database has
 * a column that looks personal and is not here, or browser code stores under a name that is not here.
 *
 * Pure data: the retention values come from the running configuration (RETENTION_SETTINGS names the
 * settings, app/server/config.server.ts reads them), passed in as an InventoryContext. To declare new
 * data: add one item to DATA_INVENTORY (and, when it has a retention setting, one entry to
 * RETENTION_SETTINGS and its rule to the retention job, app/server/jobs/retention.server.ts).
 */

export type Texts = Readonly<Record<Lang, string>>;
const t = (es: string, en: string): Texts => ({ es, en });

/** Why the site may keep it (GDPR art. 6.1): a, b, c or f. */
export type LegalBasis = "consent" | "contract" | "legal-obligation" | "legitimate-interest";

export type RetentionUnit = "hours" | "days";

export interface RetentionSettingSpec {
  unit: RetentionUnit;
  /** The value when the environment does not set it. */
  default: number;
  /** The least that keeps the feature working (a limit must remember its whole window). */
  min: number;
}

/** Every retention that an operator can change: environment variables, read by config.server.ts. */
export const RETENTION_SETTINGS = {
  CONTACT_RETENTION_DAYS: { unit: "days", default: 365, min: 1 },
  SUBSCRIPTION_UNCONFIRMED_DAYS: { unit: "days", default: 7, min: 1 },
  UNSUBSCRIBED_RETENTION_DAYS: { unit: "days", default: 365, min: 1 },
  MAIL_SENT_RETENTION_DAYS: { unit: "days", default: 30, min: 1 },
  ASSISTANT_RETENTION_DAYS: { unit: "days", default: 30, min: 1 },
  // The sign-in and form limits count what happened in the last hour: less would forget attempts.
  LOGIN_FAILURES_RETENTION_HOURS: { unit: "hours", default: 1, min: 1 },
  FORM_LIMITS_RETENTION_HOURS: { unit: "hours", default: 1, min: 1 },
  PRIVACY_LOG_RETENTION_DAYS: { unit: "days", default: 1095, min: 1 },
  NOT_FOUND_LOG_RETENTION_DAYS: { unit: "days", default: 90, min: 1 },
  // The Audience screen shows a year back at most.
  ANALYTICS_RETENTION_DAYS: { unit: "days", default: 400, min: 1 },
  AUDIT_RETENTION_DAYS: { unit: "days", default: 365, min: 1 },
} as const satisfies Record<string, RetentionSettingSpec>;

export type RetentionSetting = keyof typeof RETENTION_SETTINGS;
export type RetentionValues = Record<RetentionSetting, number>;

export const RETENTION_SETTING_NAMES = Object.keys(RETENTION_SETTINGS) as RetentionSetting[];

/** The defaults, as a configuration without any retention variable has them. */
export function defaultRetention(): RetentionValues {
  return Object.fromEntries(
    RETENTION_SETTING_NAMES.map((name) => [name, RETENTION_SETTINGS[name].default]),
  ) as RetentionValues;
}

/** A setting's value in milliseconds. */
export function retentionMs(setting: RetentionSetting, values: RetentionValues): number {
  const hour = 60 * 60 * 1000;
  return values[setting] * (RETENTION_SETTINGS[setting].unit === "hours" ? hour : 24 * hour);
}

/** How long a request for one's data waits for its confirmation link to be followed. */
export const PRIVACY_REQUEST_HOURS = 24;

/** Where the data lives. */
export type Place =
  | { kind: "table"; table: string; columns: readonly string[]; rows?: Texts }
  | { kind: "cookie"; name: string }
  | { kind: "local-storage"; key: string }
  | { kind: "session-storage"; key: string }
  | { kind: "files"; path: string }
  | { kind: "log"; stream: "stdout" };

export type Retention =
  /** An operator's setting; the clock starts at `from`. */
  | { kind: "setting"; setting: RetentionSetting; from: Texts }
  | { kind: "fixed"; amount: number; unit: RetentionUnit | "years"; from: Texts }
  /** As long as something else lasts (an account, a subscription, a page's history). */
  | { kind: "while"; text: Texts }
  /** The site keeps no copy (the request log goes to the operator's collector). */
  | { kind: "not-kept"; text: Texts };

/**
 * How a person's erasure (app/server/privacy/) treats the item: their rows go; their address is
 * removed from the rows where it only names who did something; or the item cannot be tied to an
 * address at all (a keyed hash of an IP address, a browser's own storage).
 */
export type ByAddress = "erased" | "address-removed" | "not-linked" | "edited-by-hand";

/** Who the item is about, for the grouping of the privacy page. */
export type InventoryGroup = "visitors" | "browser" | "editors" | "operations";

export interface InventoryItem {
  id: string;
  group: InventoryGroup;
  title: Texts;
  /** What exactly is kept. */
  holds: Texts;
  where: readonly Place[];
  purpose: Texts;
  basis: LegalBasis;
  /** Who can see it. */
  audience: Texts;
  retention: Retention;
  byAddress: ByAddress;
  /** Also sent to the assistant's language model when one is configured (the context names it). */
  sentToModel?: boolean;
}

const EDITORS = t(
  "Las personas con rol de administración o edición, en el área de edición.",
  "People with the admin or editor role, in the editing area.",
);
const ADMINS = t(
  "Las personas con rol de administración, en el área de edición.",
  "People with the admin role, in the editing area.",
);
const ONLY_BROWSER = t(
  "Solo tu navegador: nunca se envía al servidor.",
  "Only your browser: it is never sent to the server.",
);

/** The list. Ids are stable: exports of a person's data and tests name items by them. */
export const DATA_INVENTORY: readonly InventoryItem[] = [
  {
    id: "contact-messages",
    group: "visitors",
    title: t("Mensajes del formulario de contacto", "Contact form messages"),
    holds: t(
      "Nombre, correo, asunto y mensaje, el idioma, la fecha, si se ha leído, y el registro del consentimiento (fecha, formulario, versión del texto y dirección IP).",
      "Name, e-mail address, subject and message, the language, the date, whether it was read, and the consent record (date, form, version of its wording and IP address).",
    ),
    where: [
      {
        kind: "table",
        table: "contact_messages",
        columns: ["name", "email", "subject", "message", "lang", "consent", "created_at", "read_at"],
      },
    ],
    purpose: t("Responderte.", "To answer you."),
    basis: "consent",
    audience: t(
      "Las personas con rol de administración o edición, en el área de edición, y el buzón del equipo (CONTACT_TO) cuando está configurado.",
      "People with the admin or editor role, in the editing area, and the team's mailbox (CONTACT_TO) when one is set.",
    ),
    retention: {
      kind: "setting",
      setting: "CONTACT_RETENTION_DAYS",
      from: t("desde que llega", "after it arrives"),
    },
    byAddress: "erased",
  },
  {
    id: "newsletter-subscribers",
    group: "visitors",
    title: t("Suscripciones confirmadas al boletín", "Confirmed newsletter subscriptions"),
    holds: t(
      "Tu correo, el idioma, las fechas de la petición y de la confirmación, y el registro del consentimiento (fecha, formulario, versión del texto y dirección IP).",
      "Your e-mail address, the language, the dates you asked and confirmed, and the consent record (date, form, version of its wording and IP address).",
    ),
    where: [
      {
        kind: "table",
        table: "subscribers",
        columns: ["email", "lang", "state", "consent", "created_at", "confirmed_at"],
        rows: t("con estado «confirmed»", "in state “confirmed”"),
      },
    ],
    purpose: t("Enviarte el boletín que pediste.", "To send you the newsletter you asked for."),
    basis: "consent",
    audience: ADMINS,
    retention: {
      kind: "while",
      text: t(
        "Mientras sigas suscrito: cada boletín trae un enlace para darte de baja con un clic.",
        "While you stay subscribed: every newsletter carries a one-click unsubscribe link.",
      ),
    },
    byAddress: "erased",
  },
  {
    id: "newsletter-unconfirmed",
    group: "visitors",
    title: t("Suscripciones sin confirmar", "Unconfirmed subscriptions"),
    holds: t(
      "Tu correo, el idioma, el registro del consentimiento y una huella (hash) del enlace de confirmación.",
      "Your e-mail address, the language, the consent record and a hash of the confirmation link.",
    ),
    where: [
      {
        kind: "table",
        table: "subscribers",
        columns: ["email", "lang", "state", "token_hash", "token_expires_at", "consent", "created_at"],
        rows: t("con estado «pending»", "in state “pending”"),
      },
    ],
    purpose: t(
      "Confirmar que la dirección es tuya antes de enviarte nada (doble confirmación).",
      "To make sure the address is yours before sending anything (double opt-in).",
    ),
    basis: "consent",
    audience: ADMINS,
    retention: {
      kind: "setting",
      setting: "SUBSCRIPTION_UNCONFIRMED_DAYS",
      from: t(
        "desde la última petición (el enlace vale 48 horas)",
        "after the last request (the link works for 48 hours)",
      ),
    },
    byAddress: "erased",
  },
  {
    id: "newsletter-unsubscribed",
    group: "visitors",
    title: t("Bajas del boletín", "Unsubscribed addresses"),
    holds: t(
      "Tu correo, el idioma, el registro del consentimiento que diste y las fechas de alta, confirmación y baja.",
      "Your e-mail address, the language, the record of the consent you gave and the dates you subscribed, confirmed and left.",
    ),
    where: [
      {
        kind: "table",
        table: "subscribers",
        columns: ["email", "lang", "state", "consent", "created_at", "confirmed_at", "unsubscribed_at"],
        rows: t("con estado «unsubscribed»", "in state “unsubscribed”"),
      },
    ],
    purpose: t(
      "Poder demostrar que los boletines enviados antes de la baja tenían tu consentimiento (RGPD, art. 7.1). Después se borra.",
      "To be able to show that the newsletters sent before you left had your consent (GDPR art. 7.1). Then it is erased.",
    ),
    basis: "legal-obligation",
    audience: ADMINS,
    retention: {
      kind: "setting",
      setting: "UNSUBSCRIBED_RETENTION_DAYS",
      from: t("desde la baja", "after you unsubscribe"),
    },
    byAddress: "erased",
  },
  {
    id: "mail-queue",
    group: "visitors",
    title: t("Correos enviados y por enviar", "E-mails sent and waiting"),
    holds: t(
      "Destinatario, asunto, texto y cabeceras de cada correo que envía el sitio (confirmaciones, boletines, mensajes de contacto al equipo, enlaces de contraseña y de tus datos), su estado y el último error.",
      "Recipient, subject, text and headers of every e-mail the site sends (confirmations, newsletters, contact messages to the team, password and personal-data links), its state and its last error.",
    ),
    where: [
      {
        kind: "table",
        table: "mail_queue",
        columns: [
          "to_addr",
          "subject",
          "text",
          "html",
          "headers",
          "dedupe_key",
          "last_error",
          "created_at",
          "sent_at",
        ],
      },
    ],
    purpose: t(
      "Enviar los correos, reintentarlos si fallan y no enviar dos veces el mismo boletín.",
      "To send the e-mails, try again when sending fails, and never send one newsletter twice.",
    ),
    basis: "legitimate-interest",
    audience: t(
      "Quien administra el servidor; las personas de administración y edición ven los envíos fallidos (destinatario, asunto y error).",
      "Whoever runs the server; admins and editors see failed e-mails (recipient, subject and error).",
    ),
    retention: {
      kind: "setting",
      setting: "MAIL_SENT_RETENTION_DAYS",
      from: t(
        "desde que se puso en cola, una vez enviado o abandonado (los que esperan se guardan hasta enviarse)",
        "after it was queued, once sent or given up (those still waiting are kept until they leave)",
      ),
    },
    byAddress: "erased",
  },
  {
    id: "mail-files",
    group: "visitors",
    title: t("Correos guardados como archivos", "E-mails written to files"),
    holds: t(
      "Cuando el servidor no tiene SMTP_URL, cada correo se escribe entero como archivo .eml en vez de enviarse.",
      "When the server has no SMTP_URL, every e-mail is written whole to an .eml file instead of being sent.",
    ),
    where: [{ kind: "files", path: "DATA_DIR/mail/*.eml" }],
    purpose: t(
      "Que quien administra el sitio vea los correos mientras no hay servidor de correo.",
      "So whoever runs the site can see the e-mails while there is no mail server.",
    ),
    basis: "legitimate-interest",
    audience: t("Quien administra el servidor.", "Whoever runs the server."),
    retention: {
      kind: "setting",
      setting: "MAIL_SENT_RETENTION_DAYS",
      from: t("desde que se escribe", "after it is written"),
    },
    byAddress: "erased",
  },
  {
    id: "assistant-questions",
    group: "visitors",
    title: t("Preguntas al asistente de /chatbot", "Questions to the /chatbot assistant"),
    holds: t(
      "Cada pregunta, su idioma y fecha, las páginas citadas, las palabras del modelo si respondió uno, y tu valoración («¿Te ha sido útil?»). Nunca tu dirección IP: solo una huella cifrada con un secreto del servidor, que cuenta tus preguntas para limitar abusos.",
      "Each question, its language and date, the pages cited, the model's words when one answered, and your rating (“Was this helpful?”). Never your IP address: only a hash keyed with a server secret, which counts your questions to limit abuse.",
    ),
    where: [
      {
        kind: "table",
        table: "assistant_questions",
        columns: ["question", "answer", "sources", "kind", "lang", "helpful", "client", "asked_at"],
      },
    ],
    purpose: t(
      "Ver qué se pregunta y qué respuestas no sirven, para mejorar el sitio y el asistente.",
      "To see what people ask and which answers do not help, to improve the site and the assistant.",
    ),
    basis: "legitimate-interest",
    audience: EDITORS,
    retention: {
      kind: "setting",
      setting: "ASSISTANT_RETENTION_DAYS",
      from: t("desde la pregunta", "after the question"),
    },
    byAddress: "not-linked",
    sentToModel: true,
  },
  {
    id: "assistant-evaluation",
    group: "editors",
    title: t("La evaluación del asistente", "The assistant's evaluation"),
    holds: t(
      "Preguntas que el equipo guarda con la página que debería responderlas; algunas se copian de las preguntas de visitantes, sin nada que diga quién las hizo.",
      "Questions the team keeps with the page that should answer them; some are copied from visitors' questions, with nothing that says who asked them.",
    ),
    where: [{ kind: "table", table: "assistant_evaluation", columns: ["question"] }],
    purpose: t(
      "Medir si el asistente cita la página que responde, después de cada publicación.",
      "To measure whether the assistant cites the page that answers, after each publish.",
    ),
    basis: "legitimate-interest",
    audience: EDITORS,
    retention: {
      kind: "while",
      text: t(
        "Hasta que el equipo quita la pregunta de la evaluación.",
        "Until the team removes the question from the evaluation.",
      ),
    },
    byAddress: "not-linked",
  },
  {
    id: "audience-counts",
    group: "visitors",
    title: t("Recuento de visitas sin cookies", "Cookieless visit counting"),
    holds: t(
      "Totales por día: cuántas veces se vio cada página en cada idioma, cuántos archivos se descargaron, qué búsquedas se hicieron (en minúsculas, sin las que parecen un correo o un teléfono) y si encontraron algo, y el dominio del sitio desde el que se llegó (nunca la dirección completa). Nada te identifica: no hay cookies, ni scripts de seguimiento, ni terceros, y no se guarda ningún registro de cada visita. No se cuenta nada si tu navegador pide que no se te siga (las señales DNT o GPC).",
      "Totals per day: how often each page was seen in each language, how many files were downloaded, which searches were made (in lower case, leaving out any that look like an e-mail address or a telephone number) and whether they found anything, and the domain of the site a visit came from (never the full address). Nothing identifies you: no cookies, no tracking scripts, no third parties, and no record of each visit is kept. Nothing is counted when your browser sends “Do Not Track” or “Global Privacy Control”.",
    ),
    where: [
      {
        kind: "table",
        table: "analytics_daily",
        columns: ["day", "kind", "item", "lang", "hits", "visitors", "empty"],
      },
    ],
    purpose: t(
      "Saber qué se lee, en qué idioma y qué se busca sin encontrarlo, para mejorar el sitio.",
      "To know what is read, in which language, and what people look for without finding it, to improve the site.",
    ),
    basis: "legitimate-interest",
    audience: EDITORS,
    retention: {
      kind: "setting",
      setting: "ANALYTICS_RETENTION_DAYS",
      from: t("desde el día contado", "after the day counted"),
    },
    byAddress: "not-linked",
  },
  {
    id: "audience-salts",
    group: "visitors",
    title: t("Visitantes únicos del día", "Unique visitors of the day"),
    holds: t(
      "Para contar a cada visitante una vez al día, una huella cifrada de tu dirección IP, tu navegador y este sitio con una clave aleatoria que cambia cada día. Ni la dirección IP ni el navegador se guardan; la clave del día se borra al día siguiente y, sin ella, la huella no se puede volver a calcular ni unir a la de otro día.",
      "To count each visitor once a day, a keyed hash of your IP address, your browser and this site under a random key that changes every day. Neither the IP address nor the browser is stored; the day's key is deleted the next day and, without it, the hash cannot be made again or joined to another day's.",
    ),
    where: [
      { kind: "table", table: "analytics_salts", columns: ["day", "salt"] },
      { kind: "table", table: "analytics_seen", columns: ["day", "mark"] },
    ],
    purpose: t(
      "Contar visitantes distintos sin cookies ni identificadores.",
      "To count distinct visitors without cookies or identifiers.",
    ),
    basis: "legitimate-interest",
    audience: t("Nadie: solo se cuentan.", "Nobody: they are only counted."),
    retention: {
      kind: "fixed",
      amount: 1,
      unit: "days",
      from: t("después de su día (las huellas, un día más)", "after its day (the hashes, one day more)"),
    },
    byAddress: "not-linked",
  },
  {
    id: "form-limits",
    group: "visitors",
    title: t("Límites de los formularios y del asistente", "Limits of the forms and the assistant"),
    holds: t(
      "Un registro por envío: la dirección IP o el correo (en el formulario de contacto, el boletín y las peticiones de tus datos) y la hora; en el asistente, solo la huella cifrada de la IP.",
      "One record per submission: the IP address or the e-mail address (on the contact form, the newsletter and requests for your data) and the time; for the assistant, only the keyed hash of the IP address.",
    ),
    where: [
      {
        kind: "table",
        table: "login_failures",
        columns: ["key", "at"],
        rows: t(
          "claves contact-, subscribe-, privacy- y assistant-",
          "keys contact-, subscribe-, privacy- and assistant-",
        ),
      },
    ],
    purpose: t(
      "Frenar el correo basura y el abuso (5 mensajes por IP y 3 por dirección cada hora; 10 preguntas por minuto y 100 por hora).",
      "To stop spam and abuse (5 messages per IP address and 3 per e-mail address an hour; 10 questions a minute and 100 an hour).",
    ),
    basis: "legitimate-interest",
    audience: t("Nadie: solo se cuentan.", "Nobody: they are only counted."),
    retention: {
      kind: "setting",
      setting: "FORM_LIMITS_RETENTION_HOURS",
      from: t("desde el envío", "after the submission"),
    },
    byAddress: "erased",
  },
  {
    id: "privacy-requests",
    group: "visitors",
    title: t("Peticiones de tus datos", "Requests for your data"),
    holds: t(
      "Tu correo, lo que pides (una copia o el borrado), el idioma y una huella (hash) del enlace de confirmación.",
      "Your e-mail address, what you ask for (a copy or erasure), the language and a hash of the confirmation link.",
    ),
    where: [
      {
        kind: "table",
        table: "privacy_requests",
        columns: ["email", "action", "lang", "token_hash", "created_at", "expires_at"],
      },
    ],
    purpose: t(
      "Confirmar, con un enlace enviado a esa dirección, que quien pide los datos es su titular (RGPD, arts. 12, 15, 17 y 20).",
      "To confirm, through a link sent to that address, that whoever asks is its owner (GDPR arts. 12, 15, 17 and 20).",
    ),
    basis: "legal-obligation",
    audience: t(
      "Nadie: el servidor la usa al seguir el enlace.",
      "Nobody: the server uses it when the link is followed.",
    ),
    retention: {
      kind: "fixed",
      amount: PRIVACY_REQUEST_HOURS,
      unit: "hours",
      from: t("desde la petición", "after the request"),
    },
    byAddress: "erased",
  },
  {
    id: "privacy-records",
    group: "operations",
    title: t("Registro de copias y borrados de datos", "Record of data exports and erasures"),
    holds: t(
      "Cuándo se entregó o se borró lo que el sitio guardaba de una dirección, cuánto había de cada tipo, quién lo hizo (la persona administradora, o la propia persona desde el enlace) y una huella cifrada de la dirección, nunca la dirección.",
      "When what the site kept about an address was handed over or erased, how much of each kind there was, who did it (the admin, or the person through the link) and a keyed hash of the address, never the address.",
    ),
    where: [
      {
        kind: "table",
        table: "privacy_log",
        columns: ["subject", "action", "via", "actor", "detail", "at"],
      },
    ],
    purpose: t(
      "Poder demostrar que se atendió cada petición (RGPD, art. 5.2).",
      "To be able to show that each request was carried out (GDPR art. 5.2).",
    ),
    basis: "legal-obligation",
    audience: ADMINS,
    retention: {
      kind: "setting",
      setting: "PRIVACY_LOG_RETENTION_DAYS",
      from: t("desde la copia o el borrado", "after the export or erasure"),
    },
    byAddress: "address-removed",
  },
  {
    id: "request-log",
    group: "operations",
    title: t("Registro de peticiones del servidor", "The server's request log"),
    holds: t(
      "Una línea por petición: la hora, el método, la ruta y la dirección pedida (de los parámetros solo se muestran los de búsqueda y paginación), el estado y la duración. Nunca la dirección IP, las cabeceras, las cookies, los cuerpos ni los tokens. Con LOG_REQUESTS=0 no se escribe.",
      "One line per request: the time, the method, the route and the address asked for (of its parameters only search and paging values are shown), the status and the duration. Never the IP address, headers, cookies, bodies or tokens. With LOG_REQUESTS=0 it is not written.",
    ),
    where: [{ kind: "log", stream: "stdout" }],
    purpose: t(
      "Saber si el sitio funciona y encontrar errores.",
      "To know whether the site works and to find errors.",
    ),
    basis: "legitimate-interest",
    audience: t("Quien administra el servidor.", "Whoever runs the server."),
    retention: {
      kind: "not-kept",
      text: t(
        "El sitio no guarda ninguna copia: las líneas salen por la salida estándar y quien administra el servidor decide cuánto las conserva su sistema de registros.",
        "The site keeps no copy: the lines go to standard output, and whoever runs the server decides how long their log system keeps them.",
      ),
    },
    byAddress: "not-linked",
  },
  {
    id: "not-found-log",
    group: "operations",
    title: t("Direcciones que no existen", "Addresses that do not exist"),
    holds: t(
      "Cada dirección de este sitio pedida que respondió «no encontrada» (404), sin su consulta, y cuántas veces al día, aparte las de robots (según el User-Agent). Nunca la dirección IP, la hora, el User-Agent ni quién la pidió.",
      "Each address of this site asked for that answered “not found” (404), without its query, and how many times a day, robots apart (by their User-Agent). Never the IP address, the time, the User-Agent or who asked.",
    ),
    where: [{ kind: "table", table: "not_found_log", columns: ["day", "path", "bot", "hits"] }],
    purpose: t(
      "Encontrar enlaces rotos y redirigir las direcciones antiguas a su página.",
      "To find broken links and redirect old addresses to their page.",
    ),
    basis: "legitimate-interest",
    audience: EDITORS,
    retention: {
      kind: "setting",
      setting: "NOT_FOUND_LOG_RETENTION_DAYS",
      from: t("desde el día de la petición", "after the day of the request"),
    },
    byAddress: "not-linked",
  },
  {
    id: "editor-accounts",
    group: "editors",
    title: t("Cuentas del equipo editorial", "Editors' accounts"),
    holds: t(
      "Correo, rol, fecha de alta y una huella (scrypt) de la contraseña, nunca la contraseña.",
      "E-mail address, role, date added and a hash (scrypt) of the password, never the password.",
    ),
    where: [
      {
        kind: "table",
        table: "users",
        columns: ["email", "password_hash", "role", "created_at", "token_version"],
      },
    ],
    purpose: t("Que el equipo pueda entrar a editar el sitio.", "So the team can sign in and edit the site."),
    basis: "contract",
    audience: t(
      "Las personas con rol de administración (pantalla Usuarios) y la propia persona (Mi cuenta).",
      "People with the admin role (Users screen) and the person themselves (My account).",
    ),
    retention: {
      kind: "while",
      text: t(
        "Mientras exista la cuenta: una persona administradora la borra.",
        "While the account exists: an admin removes it.",
      ),
    },
    byAddress: "erased",
  },
  {
    id: "editor-sessions",
    group: "editors",
    title: t("Sesiones del área de edición", "Editing area sessions"),
    holds: t(
      "Qué cuenta abrió cada sesión y cuándo, una huella del secreto de su cookie, y los identificadores de los tokens cerrados antes de caducar.",
      "Which account opened each session and when, a hash of its cookie's secret, and the ids of tokens signed out before they expired.",
    ),
    where: [
      { kind: "table", table: "sessions", columns: ["user_id", "secret_hash", "created_at", "expires_at"] },
      { kind: "table", table: "revoked_tokens", columns: ["jti", "expires_at"] },
    ],
    purpose: t(
      "Mantener la sesión abierta sin volver a pedir la contraseña, y poder cerrarla en todos los navegadores.",
      "To keep the session open without asking for the password again, and to be able to end it in every browser.",
    ),
    basis: "contract",
    audience: t("Nadie: el servidor las comprueba.", "Nobody: the server checks them."),
    retention: {
      kind: "fixed",
      amount: SESSION_DAYS,
      unit: "days",
      from: t("desde el inicio de sesión, o hasta cerrarla", "after signing in, or until signing out"),
    },
    byAddress: "erased",
  },
  {
    id: "sign-in-limits",
    group: "editors",
    title: t(
      "Inicios de sesión fallidos y cambios de contraseña pedidos",
      "Failed sign-ins and password resets asked for",
    ),
    holds: t(
      "Un registro por intento: la dirección IP o el correo escrito, y la hora.",
      "One record per attempt: the IP address or the e-mail address typed, and the time.",
    ),
    where: [
      {
        kind: "table",
        table: "login_failures",
        columns: ["key", "at"],
        rows: t("claves ip:, account: y reset-", "keys ip:, account: and reset-"),
      },
    ],
    purpose: t(
      "Frenar a quien prueba contraseñas (5 fallos por minuto por IP o por cuenta; 3 enlaces de contraseña por hora).",
      "To stop password guessing (5 failures a minute per IP address or account; 3 password links an hour).",
    ),
    basis: "legitimate-interest",
    audience: t("Nadie: solo se cuentan.", "Nobody: they are only counted."),
    retention: {
      kind: "setting",
      setting: "LOGIN_FAILURES_RETENTION_HOURS",
      from: t("desde el intento", "after the attempt"),
    },
    byAddress: "erased",
  },
  {
    id: "authorship",
    group: "editors",
    title: t("Quién hizo cada cambio", "Who made each change"),
    holds: t(
      "El correo de la persona que guardó, publicó, programó o borró cada versión de una página, subió cada archivo, creó cada enlace de vista previa o envió cada boletín, y de quien cambió el vocabulario del asistente o su evaluación.",
      "The e-mail address of whoever saved, published, scheduled or deleted each version of a page, uploaded each file, made each preview link or sent each newsletter, and of whoever changed the assistant's vocabulary or its evaluation.",
    ),
    where: [
      { kind: "table", table: "pages", columns: ["updated_by"] },
      { kind: "table", table: "page_drafts", columns: ["updated_by"] },
      { kind: "table", table: "page_revisions", columns: ["saved_by"] },
      { kind: "table", table: "page_schedules", columns: ["created_by"] },
      { kind: "table", table: "preview_links", columns: ["created_by"] },
      { kind: "table", table: "media", columns: ["created_by"] },
      { kind: "table", table: "newsletter_sends", columns: ["created_by"] },
      { kind: "table", table: "assistant_synonyms", columns: ["updated_by"] },
      { kind: "table", table: "assistant_evaluation", columns: ["created_by"] },
      { kind: "table", table: "redirects", columns: ["created_by"] },
    ],
    purpose: t(
      "Saber quién cambió qué en el historial de las páginas, y qué páginas puede editar cada autora.",
      "To know who changed what in the pages' history, and which pages each author may edit.",
    ),
    basis: "legitimate-interest",
    audience: EDITORS,
    retention: {
      kind: "while",
      text: t(
        "Tanto como el historial de la página (se guardan todas sus versiones).",
        "As long as the page's history (every version is kept).",
      ),
    },
    byAddress: "address-removed",
  },
  {
    id: "audit-trail",
    group: "editors",
    title: t("Registro de actividad", "Activity log"),
    holds: t(
      "Cada entrada y salida del área de edición (también los intentos fallidos, con el correo escrito y nunca la contraseña), cada publicación, programación, restauración o borrado de una página, cada cambio de cuentas, invitaciones, exportaciones, borrados de datos y ajustes: quién (su correo), cuándo y sobre qué (la página, el idioma, la versión, la cuenta), nunca una copia del contenido.",
      "Every sign-in to and sign-out of the editing area (failed attempts too, with the e-mail typed and never the password), every publish, schedule, restore or deletion of a page, every change to accounts, invitations, exports, erasures of data and settings: who (their e-mail), when and on what (the page, the language, the revision, the account), never a copy of the content.",
    ),
    where: [{ kind: "table", table: "audit_log", columns: ["actor", "actor_id", "subject"] }],
    purpose: t(
      "Saber quién hizo cada cambio y detectar accesos indebidos (RGPD, art. 32).",
      "To know who made each change and to notice access that should not have happened (GDPR art. 32).",
    ),
    basis: "legitimate-interest",
    audience: ADMINS,
    retention: {
      kind: "setting",
      setting: "AUDIT_RETENTION_DAYS",
      from: t("desde la acción", "after the action"),
    },
    byAddress: "address-removed",
  },
  {
    id: "review-comments",
    group: "editors",
    title: t("Comentarios de revisión", "Review comments"),
    holds: t(
      "Quién envió un borrador a revisión, lo devolvió o lo aprobó, con su correo, y los comentarios que escribió.",
      "Who submitted a draft for review, sent it back or approved it, with their e-mail, and the comments they wrote.",
    ),
    where: [{ kind: "table", table: "page_reviews", columns: ["by", "comment"] }],
    purpose: t(
      "Revisar las páginas antes de publicarlas y guardar la conversación con su historial.",
      "To review pages before they are published and keep the conversation with their history.",
    ),
    basis: "legitimate-interest",
    audience: EDITORS,
    retention: {
      kind: "while",
      text: t("Tanto como el historial de la página.", "As long as the page's history."),
    },
    byAddress: "address-removed",
  },
  {
    id: "published-content",
    group: "editors",
    title: t("Contenido publicado sobre personas", "Published content about people"),
    holds: t(
      "Lo que el equipo escribe y sube: por ejemplo las biografías y fotos de las personas colaboradoras, o la autoría de un artículo, con todas sus versiones anteriores.",
      "What the team writes and uploads: for example the collaborators' biographies and photos, or who wrote an article, with every earlier version.",
    ),
    where: [
      { kind: "table", table: "pages", columns: ["doc"] },
      { kind: "table", table: "page_drafts", columns: ["doc"] },
      { kind: "table", table: "page_revisions", columns: ["doc"] },
      { kind: "files", path: "DATA_DIR/files (or the S3 bucket)" },
    ],
    purpose: t("Publicar el sitio.", "To publish the site."),
    basis: "consent",
    audience: t("Cualquiera, cuando está publicado.", "Anyone, once published."),
    retention: {
      kind: "while",
      text: t(
        "Mientras esté publicado; el historial guarda las versiones anteriores.",
        "While it is published; the history keeps earlier versions.",
      ),
    },
    byAddress: "edited-by-hand",
  },
  {
    id: "cookie-lang",
    group: "browser",
    title: t("Cookie de idioma", "Language cookie"),
    holds: t(
      "«es» o «en», cuando eliges un idioma con el selector.",
      "“es” or “en”, when you choose a language with the selector.",
    ),
    where: [{ kind: "cookie", name: LANG_COOKIE }],
    purpose: t(
      "Llevarte a la portada en el idioma que elegiste.",
      "To take you to the home page in the language you chose.",
    ),
    basis: "legitimate-interest",
    audience: t(
      "Tu navegador, que la envía al servidor con cada petición.",
      "Your browser, which sends it to the server with each request.",
    ),
    retention: {
      kind: "fixed",
      amount: LANG_COOKIE_DAYS,
      unit: "days",
      from: t("desde que eliges", "after you choose"),
    },
    byAddress: "not-linked",
  },
  {
    id: "storage-lang",
    group: "browser",
    title: t("Idioma elegido (almacenamiento local)", "Chosen language (local storage)"),
    holds: t("«es» o «en».", "“es” or “en”."),
    where: [{ kind: "local-storage", key: LANG_STORAGE_KEY }],
    purpose: t(
      "Recordar tu idioma si se borra la cookie.",
      "To remember your language if the cookie is gone.",
    ),
    basis: "legitimate-interest",
    audience: ONLY_BROWSER,
    retention: {
      kind: "while",
      text: t("Hasta que la borres desde tu navegador.", "Until you clear it in your browser."),
    },
    byAddress: "not-linked",
  },
  {
    id: "storage-lang-notice",
    group: "browser",
    title: t("Aviso de idioma cerrado", "Language notice closed"),
    holds: t(
      "«1» si cerraste el aviso «Esta página está disponible en…».",
      "“1” if you closed the notice “This page is available in…”.",
    ),
    where: [{ kind: "local-storage", key: LANG_NOTICE_KEY }],
    purpose: t("No volver a mostrarte el aviso.", "Not to show you the notice again."),
    basis: "legitimate-interest",
    audience: ONLY_BROWSER,
    retention: {
      kind: "while",
      text: t("Hasta que la borres desde tu navegador.", "Until you clear it in your browser."),
    },
    byAddress: "not-linked",
  },
  {
    id: "storage-visits",
    group: "browser",
    title: t("Contador de visitas a /chatbot", "/chatbot visit counter"),
    holds: t(
      "Un número: tus visitas a /chatbot desde este navegador.",
      "A number: your visits to /chatbot from this browser.",
    ),
    where: [{ kind: "local-storage", key: VISITS_KEY }],
    purpose: t(
      "Mostrarte cuántas veces has abierto la demostración.",
      "To show you how many times you opened the demo.",
    ),
    basis: "legitimate-interest",
    audience: ONLY_BROWSER,
    retention: {
      kind: "while",
      text: t("Hasta que la borres desde tu navegador.", "Until you clear it in your browser."),
    },
    byAddress: "not-linked",
  },
  {
    id: "cookie-session",
    group: "browser",
    title: t("Cookie de sesión del área de edición", "Editing area session cookie"),
    holds: t(
      "Solo para el equipo editorial: el identificador de su sesión y un secreto (HttpOnly, SameSite=Strict, solo se envía a /api/auth).",
      "Editors only: their session's id and a secret (HttpOnly, SameSite=Strict, only sent to /api/auth).",
    ),
    where: [{ kind: "cookie", name: SESSION_COOKIE }],
    purpose: t("No pedir la contraseña en cada pestaña.", "Not to ask for the password in every tab."),
    basis: "contract",
    audience: t("El navegador de la persona editora y el servidor.", "The editor's browser and the server."),
    retention: {
      kind: "fixed",
      amount: SESSION_DAYS,
      unit: "days",
      from: t("desde el inicio de sesión, o hasta cerrarla", "after signing in, or until signing out"),
    },
    byAddress: "not-linked",
  },
  {
    id: "storage-token",
    group: "browser",
    title: t("Token de acceso del área de edición", "Editing area access token"),
    holds: t(
      "Solo para el equipo editorial: un token firmado con su correo y su rol, que caduca en TOKEN_TTL_SECONDS (como mucho una hora).",
      "Editors only: a signed token with their e-mail address and role, which expires after TOKEN_TTL_SECONDS (at most an hour).",
    ),
    where: [{ kind: "session-storage", key: TOKEN_KEY }],
    purpose: t("Identificar cada llamada del área de edición.", "To identify each call of the editing area."),
    basis: "contract",
    audience: t("El navegador de la persona editora y el servidor.", "The editor's browser and the server."),
    retention: {
      kind: "while",
      text: t("Hasta cerrar la pestaña o la sesión.", "Until the tab is closed or the session ends."),
    },
    byAddress: "not-linked",
  },
  {
    id: "storage-draft",
    group: "browser",
    title: t("Cambios sin guardar del área de edición", "Unsaved edits of the editing area"),
    holds: t(
      "Solo para el equipo editorial: la página que se está editando mientras tiene cambios sin guardar.",
      "Editors only: the page being edited while it has unsaved changes.",
    ),
    where: [{ kind: "session-storage", key: DRAFT_KEY }],
    purpose: t("No perder cambios al recargar la página.", "Not to lose changes when the page reloads."),
    basis: "contract",
    audience: ONLY_BROWSER,
    retention: {
      kind: "while",
      text: t(
        "Hasta guardar, cerrar la pestaña o cerrar la sesión.",
        "Until saved, the tab is closed or the session ends.",
      ),
    },
    byAddress: "not-linked",
  },
];

export function inventoryItem(id: string): InventoryItem | undefined {
  return DATA_INVENTORY.find((item) => item.id === id);
}

/** What of the running configuration the inventory's texts depend on. */
export interface InventoryContext {
  retention: RetentionValues;
  /** The assistant's language model (LLM_MODEL) when one is configured. */
  model?: string;
}

// ---- Rendering, in the visitor's language ---------------------------------------------------------

const BASIS: Record<LegalBasis, Texts> = {
  consent: t("Tu consentimiento (RGPD, art. 6.1.a)", "Your consent (GDPR art. 6.1.a)"),
  contract: t(
    "La relación con la persona editora (RGPD, art. 6.1.b)",
    "The relationship with the editor (GDPR art. 6.1.b)",
  ),
  "legal-obligation": t("Una obligación legal (RGPD, art. 6.1.c)", "A legal obligation (GDPR art. 6.1.c)"),
  "legitimate-interest": t("Interés legítimo (RGPD, art. 6.1.f)", "Legitimate interest (GDPR art. 6.1.f)"),
};

const GROUPS: Record<InventoryGroup, Texts> = {
  visitors: t("Lo que guarda el servidor de quien lo visita", "What the server keeps about visitors"),
  browser: t("Lo que se guarda en tu navegador", "What is kept in your browser"),
  editors: t("Del equipo editorial y su trabajo", "About the editors and their work"),
  operations: t("Del funcionamiento del sitio", "About running the site"),
};

const UNITS: Record<RetentionUnit | "years", Record<Lang, [one: string, many: string]>> = {
  hours: { es: ["hora", "horas"], en: ["hour", "hours"] },
  days: { es: ["día", "días"], en: ["day", "days"] },
  years: { es: ["año", "años"], en: ["year", "years"] },
};

/** "365 días", "1 hour". */
export function amountText(n: number, unit: RetentionUnit | "years", lang: Lang): string {
  const [one, many] = UNITS[unit][lang];
  return `${new Intl.NumberFormat(lang === "es" ? "es-ES" : "en-GB").format(n)} ${n === 1 ? one : many}`;
}

/** How long an item is kept, with the configured number: "365 días desde que llega". */
export function retentionText(retention: Retention, ctx: InventoryContext, lang: Lang): string {
  switch (retention.kind) {
    case "setting": {
      const spec = RETENTION_SETTINGS[retention.setting];
      return `${amountText(ctx.retention[retention.setting], spec.unit, lang)} ${retention.from[lang]}`;
    }
    case "fixed":
      return `${amountText(retention.amount, retention.unit, lang)} ${retention.from[lang]}`;
    case "while":
    case "not-kept":
      return retention.text[lang];
  }
}

const PLACE: Record<Place["kind"], Texts> = {
  table: t("tabla", "table"),
  cookie: t("cookie", "cookie"),
  "local-storage": t("almacenamiento local", "local storage"),
  "session-storage": t("almacenamiento de sesión", "session storage"),
  files: t("archivos", "files"),
  log: t("salida estándar", "standard output"),
};

/** "tabla contact_messages (name, email…)": where an item lives, for people who run the site. */
function placeText(place: Place, lang: Lang): string {
  const kind = PLACE[place.kind][lang];
  switch (place.kind) {
    case "table":
      return `${kind} ${place.table} (${place.columns.join(", ")})${place.rows ? `, ${place.rows[lang]}` : ""}`;
    case "cookie":
      return `${kind} ${place.name}`;
    case "local-storage":
    case "session-storage":
      return `${kind}: ${place.key}`;
    case "files":
      return `${kind} ${place.path}`;
    case "log":
      return kind;
  }
}

/** Who sees the assistant's questions beyond the team: the model's server, when one is configured. */
function modelRecipient(ctx: InventoryContext, lang: Lang): string {
  return ctx.model
    ? {
        es: `Además, cada pregunta, las tres anteriores de la conversación y los pasajes citados se envían al modelo de lenguaje configurado («${ctx.model}») para que redacte la respuesta.`,
        en: `Each question, the conversation's three earlier ones and the passages cited are also sent to the configured language model (“${ctx.model}”) to word the answer.`,
      }[lang]
    : t(
        "No hay ningún modelo de lenguaje configurado: las preguntas no salen del servidor.",
        "No language model is configured: questions do not leave the server.",
      )[lang];
}

export interface InventoryRow {
  id: string;
  title: string;
  holds: string;
  where: string[];
  purpose: string;
  basis: string;
  audience: string;
  retention: string;
  /** The operator's setting behind the number, when there is one. */
  setting?: RetentionSetting;
}

export interface InventorySection {
  heading: string;
  intro: string;
  labels: {
    holds: string;
    where: string;
    purpose: string;
    basis: string;
    audience: string;
    retention: string;
  };
  groups: Array<{ id: InventoryGroup; title: string; rows: InventoryRow[] }>;
  /** How to get one's own data, or have it erased. */
  request: { text: string; link: string; href: string };
}

const INVENTORY_HEADING = t(
  "Qué guarda este sitio y durante cuánto tiempo",
  "What this site keeps, for how long",
);

/** The privacy page's generated section: every item, with the configured retention. */
export function describeInventory(ctx: InventoryContext, lang: Lang, requestHref: string): InventorySection {
  const order: InventoryGroup[] = ["visitors", "browser", "editors", "operations"];
  return {
    heading: INVENTORY_HEADING[lang],
    intro: t(
      "Esta lista se genera a partir del código y de la configuración con la que funciona ahora el servidor: cada dato que el sitio puede guardar sobre una persona, para qué, con qué base legal, quién lo ve y cuándo se borra. Los plazos se cumplen solos: el servidor borra lo caducado cada pocos minutos.",
      "This list is made from the code and from the configuration the server runs with now: every piece of data the site can keep about a person, what for, on what legal basis, who sees it and when it is erased. The periods are enforced: the server erases what has expired every few minutes.",
    )[lang],
    labels: {
      holds: t("Qué se guarda", "What is kept")[lang],
      where: t("Dónde", "Where")[lang],
      purpose: t("Para qué", "What for")[lang],
      basis: t("Base legal", "Legal basis")[lang],
      audience: t("Quién lo ve", "Who sees it")[lang],
      retention: t("Cuánto tiempo", "How long")[lang],
    },
    groups: order.map((group) => ({
      id: group,
      title: GROUPS[group][lang],
      rows: DATA_INVENTORY.filter((item) => item.group === group).map((item) => ({
        id: item.id,
        title: item.title[lang],
        holds: item.holds[lang],
        where: item.where.map((p) => placeText(p, lang)),
        purpose: item.purpose[lang],
        basis: BASIS[item.basis][lang],
        audience: item.sentToModel
          ? `${item.audience[lang]} ${modelRecipient(ctx, lang)}`
          : item.audience[lang],
        retention: retentionText(item.retention, ctx, lang),
        ...(item.retention.kind === "setting" ? { setting: item.retention.setting } : {}),
      })),
    })),
    request: {
      text: t(
        "Puedes pedir una copia de todo lo que el sitio guarda sobre tu correo, o que se borre, aquí:",
        "You can ask for a copy of everything the site keeps about your e-mail address, or for its erasure, here:",
      )[lang],
      link: t("Tus datos", "Your data")[lang],
      href: requestHref,
    },
  };
}

/** The /chatbot page's "model" line: the configured model, or what answers without one. */
export function modelLine(ctx: InventoryContext, lang: Lang): string {
  return (
    ctx.model ??
    t("Ninguno: responde citando las páginas del sitio", "None: it answers by quoting the site's pages")[lang]
  );
}

/** The note under the /chatbot conversation: what happens to a question, from the inventory. */
export function assistantNote(ctx: InventoryContext, lang: Lang): string {
  const item = inventoryItem("assistant-questions");
  const days = item ? retentionText(item.retention, ctx, lang) : "";
  return ctx.model
    ? {
        es: `Cada pregunta se envía al servidor de este sitio y, con los pasajes citados, al modelo de lenguaje «${ctx.model}», que redacta la respuesta. El sitio la guarda ${days}, con la respuesta y tu valoración, sin tu dirección IP; la leen las personas del equipo editorial.`,
        en: `Each question is sent to this site's server and, with the passages cited, to the language model “${ctx.model}”, which words the answer. The site keeps it ${days}, with the answer and your rating, without your IP address; the editors read it.`,
      }[lang]
    : {
        es: `Las respuestas citan páginas de este sitio; no hay ningún modelo de lenguaje. Cada pregunta se envía al servidor de este sitio, que la guarda ${days}, con la respuesta y tu valoración, sin tu dirección IP; la leen las personas del equipo editorial.`,
        en: `Answers quote pages of this site; there is no language model. Each question is sent to this site's server, which keeps it ${days}, with the answer and your rating, without your IP address; the editors read it.`,
      }[lang];
}
