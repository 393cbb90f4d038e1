import { bilingual } from "../types.ts";

/**
 * /mis-datos: a visitor asks for a copy or the erasure of what the site keeps about their e-mail address
 * (issue 38), and lands here from the newsletter's unsubscribe link. Sent with the page by its loader, not
 * in the dictionary every page loads.
 */
export const myData = bilingual(
  {
    title: "Tus datos",
    metaDescription:
      "Pide una copia de todo lo que Simbiosis guarda sobre tu correo, o que se borre: te enviamos un enlace para confirmarlo.",
    lead: "Pide una copia de todo lo que este sitio guarda sobre tu dirección de correo, o que se borre.",
    unsubscribed: "Baja hecha: no recibirás más correos nuestros.",
    unsubscribedKept:
      "Tu dirección y el registro del consentimiento que diste se guardan {period} como prueba, y después se borran solos. Si prefieres que se borren ya, pídelo aquí abajo.",
    request: {
      title: "Pide tu copia o el borrado",
      intro:
        "Escribe tu dirección y elige qué quieres. Te enviaremos un enlace a esa dirección para confirmarlo: así solo su titular puede ver o borrar sus datos. Respondemos igual guardemos algo o no.",
      email: "Tu correo electrónico",
      what: "¿Qué quieres?",
      export: "Una copia de todo lo que se guarda sobre mi dirección (un archivo JSON)",
      erase: "Que se borre todo lo que se guarda sobre mi dirección",
      submit: "Enviar el enlace",
      sent: "Hecho: si esa dirección es tuya, revisa tu correo. El enlace para confirmarlo vale 24 horas.",
    },
    confirm: {
      title: "Confirma tu petición",
      export:
        "Pulsa el botón para descargar una copia de todo lo que este sitio guarda sobre tu dirección, en un archivo JSON.",
      exportButton: "Descargar mi copia",
      erase:
        "Pulsa el botón para borrar todo lo que este sitio guarda sobre tu dirección: suscripciones, mensajes, correos y, si la tienes, tu cuenta. No se puede deshacer.",
      eraseButton: "Borrar mis datos",
      working: "Un momento…",
      downloaded:
        "Descargado: el archivo simbiosis-data.json tiene todo lo que guardamos sobre tu dirección.",
      erased:
        "Hecho: hemos borrado todo lo que guardábamos sobre tu dirección. Solo queda constancia de que se hizo, sin tu dirección.",
      failed: "No se ha podido hacer: el enlace ha caducado o ya se usó. Vuelve a pedirlo.",
    },
    whatWeKeep: "Qué guarda este sitio y durante cuánto tiempo",
    whatWeKeepText: "La política de privacidad lo enumera todo, con sus plazos:",
    privacyLink: "Política de privacidad",
  },
  {
    title: "Your data",
    metaDescription:
      "Ask for a copy of everything Simbiosis keeps about your e-mail address, or for its erasure: we send you a link to confirm it.",
    lead: "Ask for a copy of everything this site keeps about your e-mail address, or for its erasure.",
    unsubscribed: "Unsubscribed: you will receive no more e-mail from us.",
    unsubscribedKept:
      "Your address and the record of the consent you gave are kept {period} as proof, and then erased automatically. If you would rather have them erased now, ask below.",
    request: {
      title: "Ask for your copy or for erasure",
      intro:
        "Type your address and choose what you want. We will send a link to that address to confirm it: that way only its owner can see or erase its data. We answer the same whether we keep anything or not.",
      email: "Your e-mail address",
      what: "What do you want?",
      export: "A copy of everything kept about my address (a JSON file)",
      erase: "Erase everything kept about my address",
      submit: "Send the link",
      sent: "Done: if that address is yours, check your inbox. The link to confirm works for 24 hours.",
    },
    confirm: {
      title: "Confirm your request",
      export:
        "Press the button to download a copy of everything this site keeps about your address, as a JSON file.",
      exportButton: "Download my copy",
      erase:
        "Press the button to erase everything this site keeps about your address: subscriptions, messages, e-mails and, if you have one, your account. This cannot be undone.",
      eraseButton: "Erase my data",
      working: "One moment…",
      downloaded: "Downloaded: the file simbiosis-data.json holds everything we keep about your address.",
      erased:
        "Done: we have erased everything we kept about your address. Only a note that it was done remains, without your address.",
      failed: "It could not be done: the link has expired or was already used. Ask for it again.",
    },
    whatWeKeep: "What this site keeps, for how long",
    whatWeKeepText: "The privacy policy lists all of it, with its periods:",
    privacyLink: "Privacy policy",
  },
);

export type MyDataTexts = (typeof myData)["es"];
