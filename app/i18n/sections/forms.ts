import { bilingual } from "../types.ts";

/**
 * The visitors' forms (contact, newsletter): labels, states and every refusal, by code (app/content/forms.ts).
 * Not in the site's dictionary and not in any script: the loaders of the two screens with a form send the
 * visitor's language's texts with the page (FormTexts), so the public JavaScript stays within its budget.
 */
export const forms = bilingual(
  {
    consentContact:
      "Acepto que Simbiosis guarde este mensaje y mi correo para responderme, según la política de privacidad.",
    consentNewsletter:
      "Acepto recibir el boletín en esta dirección y que se guarde mi consentimiento; puedo darme de baja con un clic.",
    honeypot: "Deja este campo vacío",
    checking: "Comprobando que no eres un robot…",
    sending: "Enviando…",
    noScript:
      "Este formulario necesita JavaScript para una comprobación anti-spam sin cookies. Si no puedes activarlo, escríbenos a la dirección de esta página.",
    errors: {
      invalid_email: "La dirección de correo no es válida: revísala.",
      field_required: "Falta un campo obligatorio: complétalo.",
      field_too_long: "Un campo es demasiado largo: acórtalo.",
      consent_required: "Marca la casilla de consentimiento para enviar.",
      honeypot: "No se ha enviado: parece un envío automático.",
      too_fast: "Se ha enviado demasiado rápido: espera unos segundos y vuelve a enviarlo.",
      challenge_missing:
        "No se pudo hacer la comprobación anti-spam (necesita JavaScript): recarga la página y vuelve a enviarlo.",
      challenge_invalid: "La comprobación anti-spam ha caducado: recarga la página y vuelve a enviarlo.",
      rate_limited: "Demasiados envíos en la última hora: inténtalo más tarde.",
      confirm_expired: "Ese enlace de confirmación ha caducado o ya se usó: suscríbete de nuevo.",
      request_expired: "Ese enlace ha caducado o ya se usó: vuelve a pedirlo.",
      network: "No se pudo enviar (sin conexión con el servidor): inténtalo de nuevo.",
    },
    contact: {
      title: "Escríbenos",
      name: "Nombre",
      email: "Correo electrónico",
      subject: "Asunto",
      message: "Mensaje",
      submit: "Enviar mensaje",
      sent: "¡Gracias! Hemos recibido tu mensaje y te responderemos a tu correo.",
    },
    newsletter: {
      sent: "Casi está: te hemos enviado un correo para confirmar la suscripción (el enlace vale 48 horas).",
      confirmed: "¡Suscripción confirmada! Recibirás el próximo boletín.",
      unsubscribed: "Baja hecha: no recibirás más correos nuestros.",
    },
  },
  {
    consentContact:
      "I agree that Simbiosis keeps this message and my e-mail address to answer me, as the privacy policy says.",
    consentNewsletter:
      "I agree to receive the newsletter at this address and that my consent is recorded; I can unsubscribe in one click.",
    honeypot: "Leave this field empty",
    checking: "Checking that you are not a robot…",
    sending: "Sending…",
    noScript:
      "This form needs JavaScript for a cookie-free anti-spam check. If you cannot turn it on, write to us at the address on this page.",
    errors: {
      invalid_email: "The e-mail address is not valid: check it.",
      field_required: "A required field is empty: fill it in.",
      field_too_long: "A field is too long: shorten it.",
      consent_required: "Tick the consent box to send.",
      honeypot: "Not sent: this looks automated.",
      too_fast: "Sent too fast: wait a few seconds and send it again.",
      challenge_missing:
        "The anti-spam check could not run (it needs JavaScript): reload the page and send it again.",
      challenge_invalid: "The anti-spam check has expired: reload the page and send it again.",
      rate_limited: "Too many messages in the last hour: try again later.",
      confirm_expired: "That confirmation link has expired or was already used: subscribe again.",
      request_expired: "That link has expired or was already used: ask for it again.",
      network: "Could not send (no connection with the server): try again.",
    },
    contact: {
      title: "Write to us",
      name: "Name",
      email: "E-mail address",
      subject: "Subject",
      message: "Message",
      submit: "Send message",
      sent: "Thank you! We have received your message and will answer at your e-mail address.",
    },
    newsletter: {
      sent: "Almost there: we have sent you an e-mail to confirm the subscription (the link works for 48 hours).",
      confirmed: "Subscription confirmed! You will receive the next newsletter.",
      unsubscribed: "Unsubscribed: you will receive no more e-mail from us.",
    },
  },
);
