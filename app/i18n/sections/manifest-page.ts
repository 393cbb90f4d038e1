import { bilingual } from "../types.ts";

/** /manifest: the editable Manifest page (the fixed-copy manifesto is /manifiesto). */
export const manifestPage = bilingual(
  {
    title: "Manifiesto",
    metaDescription:
      "El manifiesto de Simbiosis por una inteligencia artificial ética, segura y comunitaria.",
    emptyTitle: "El manifiesto aún no está publicado",
    emptyText: "Mientras tanto, puedes leer nuestro manifiesto resumido.",
    emptyLink: "Leer el manifiesto resumido",
  },
  {
    title: "Manifesto",
    metaDescription:
      "The Simbiosis manifesto for ethical, safe and community-driven artificial intelligence.",
    emptyTitle: "The manifesto has not been published yet",
    emptyText: "Meanwhile, you can read our summary manifesto.",
    emptyLink: "Read the summary manifesto",
  },
);
