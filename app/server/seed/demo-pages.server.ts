/**
 * Demo content loaded on the first start of an empty store (docs/product.md "Business constants").
 *
 * Every text a visitor reads exists twice: one entry with `lang: "es"` (the reference language)
 * and one with `lang: "en"`, under the same `name`. Files and URLs are language-neutral (no `lang`).
 * Some pages deliberately use the field-name variants the site must read
 * (docs/product.md "Field names the site reads": `descirption`, `tagline`, `description`, `image`,
 * `datasheet`, comma-separated Tags, page names with spaces and accents), so the seed exercises those
 * rules too.
 */
import { TAGS_PAGE, TAGS_TEMPLATE } from "../../content/content-model.ts";
import type { Entry, PageDoc } from "../../content/page-model.ts";

/** A plain-text value in both languages. */
function text(name: string, es: string, en: string, component?: string): Entry[] {
  return [
    { name, ...(component ? { component } : {}), value: { text: es }, lang: "es" },
    { name, ...(component ? { component } : {}), value: { text: en }, lang: "en" },
  ];
}

/** An HTML value in both languages. */
function html(name: string, es: string, en: string, component?: string): Entry[] {
  return [
    { name, ...(component ? { component } : {}), value: { html: es.trim() }, lang: "es" },
    { name, ...(component ? { component } : {}), value: { html: en.trim() }, lang: "en" },
  ];
}

/** A language-neutral file value served from /content/{name}. */
function file(name: string, fileName: string, caption?: string): Entry {
  return {
    name,
    value: { name: fileName, path: `/content/${fileName}`, ...(caption ? { caption } : {}) },
  };
}

/** One file with a caption in each language: an entry per language (the site picks the visitor's). */
function fileIn(name: string, fileName: string, caption: { es: string; en: string }): Entry[] {
  return (["es", "en"] as const).map((lang) => ({ ...file(name, fileName, caption[lang]), lang }));
}

/** A language-neutral URL value. */
function link(name: string, url: string): Entry {
  return { name, value: { url } };
}

const GITHUB_ORG = "https://github.com/simbiosis-ai";

const pages: PageDoc[] = [];

/* ------------------------------------------------------------------------------------------
 * Articles (templates Article, Blog, Post)
 * ---------------------------------------------------------------------------------------- */

pages.push({
  Page: "auditorias-de-sesgo",
  Template: "Article",
  Category: "ethics",
  Author: "Lucía Ferrer",
  Created: "2024-10-08T09:30:00.000Z",
  Tags: ["sesgo", "auditoría", "equidad", "metodología"],
  values: [
    ...text(
      "Title",
      "Auditorías de sesgo: cómo medir lo que un modelo no dice",
      "Bias audits: measuring what a model does not say",
    ),
    ...text(
      "Excerpt",
      "Cómo averiguar para quién falla un sistema automatizado: métricas por grupo, escucha a las personas afectadas y seguimiento.",
      "How to find out whom an automated system fails: per-group metrics, listening to the people affected and follow-up.",
    ),
    ...html(
      "Content",
      `
<p>Un modelo de aprendizaje automático no tiene opiniones, pero sí tiene historia: la de los datos con los que se entrenó, las decisiones de quien lo diseñó y el contexto en el que se despliega. Una auditoría de sesgo consiste en reconstruir esa historia y medir sus consecuencias antes de que tengan que hacerlo las personas afectadas.</p>
<h2>Qué mide una auditoría</h2>
<p>La pregunta central no es si el modelo es «justo» en abstracto, sino para quién falla y con qué frecuencia. Por eso una auditoría seria empieza definiendo los grupos que importan en cada caso (edad, género, lengua, territorio, discapacidad) y comparando el rendimiento del sistema entre ellos. Las métricas más habituales son la tasa de error por grupo, la paridad demográfica (si el sistema concede resultados favorables en proporciones parecidas) y la igualdad de oportunidades (si acierta por igual con quienes sí merecían el resultado favorable).</p>
<p>Ninguna métrica basta por sí sola. Se ha demostrado que varias definiciones de equidad son incompatibles entre sí cuando las tasas de partida difieren entre grupos, así que elegir una métrica ya es una decisión ética que hay que justificar y dejar por escrito.</p>
<h2>Un proceso en cinco pasos</h2>
<ol>
<li><strong>Contexto:</strong> quién usa el sistema, qué decide y qué ocurre cuando se equivoca.</li>
<li><strong>Datos:</strong> de dónde vienen, a quién representan y a quién dejan fuera.</li>
<li><strong>Medición:</strong> métricas desagregadas por grupo, con intervalos de confianza y no solo promedios.</li>
<li><strong>Escucha:</strong> entrevistas con las personas afectadas, porque hay daños que ninguna tabla refleja.</li>
<li><strong>Informe y seguimiento:</strong> hallazgos públicos, medidas correctoras y una fecha para volver a medir.</li>
</ol>
<h2>Lo que hemos aprendido</h2>
<p>En los pilotos que hemos acompañado desde EthicsI, el hallazgo más frecuente no fue un algoritmo malintencionado, sino las ausencias: lenguas cooficiales sin ejemplos de entrenamiento, zonas rurales con muestras diminutas, formularios que no admitían dos apellidos. El sesgo suele esconderse en lo que nadie pensó en medir.</p>
<p>También aprendimos que una auditoría aislada sirve de poco. Los datos cambian, los usos se amplían y los modelos se reentrenan; por eso recomendamos auditorías periódicas y un registro público de cambios. Nuestro <a href="/project/detector-de-sesgos">detector de sesgos</a>, todavía en desarrollo, automatiza la parte cuantitativa, pero la parte cualitativa sigue siendo trabajo humano y colectivo.</p>
<blockquote>Auditar no es buscar culpables: es hacer visible a quién afecta una decisión automatizada para poder corregirla a tiempo.</blockquote>
<p>Si tu organización quiere auditar un sistema, el <a href="/document/tutorial-auditoria-de-sesgos">tutorial práctico de auditoría</a> explica cómo empezar con herramientas abiertas y con vuestros propios datos.</p>
`,
      `
<p>A machine learning model has no opinions, but it does have a history: the data it was trained on, the choices of the people who designed it and the setting where it is deployed. A bias audit reconstructs that history and measures its consequences before the people affected are forced to do it themselves.</p>
<h2>What an audit measures</h2>
<p>The key question is not whether a model is "fair" in the abstract, but whom it fails and how often. A serious audit therefore starts by naming the groups that matter in each case (age, gender, language, region, disability) and comparing how the system performs for each of them. The usual metrics are the error rate per group, demographic parity (whether favourable outcomes are granted at similar rates) and equal opportunity (whether the system is equally accurate for the people who deserved the favourable outcome).</p>
<p>No single metric is enough. Several definitions of fairness have been shown to be incompatible with each other whenever base rates differ between groups, so choosing a metric is already an ethical decision that has to be justified and written down.</p>
<h2>A five-step process</h2>
<ol>
<li><strong>Context:</strong> who uses the system, what it decides and what happens when it gets things wrong.</li>
<li><strong>Data:</strong> where it comes from, whom it represents and whom it leaves out.</li>
<li><strong>Measurement:</strong> metrics broken down by group, with confidence intervals rather than bare averages.</li>
<li><strong>Listening:</strong> interviews with the people affected, because some harms never show up in a table.</li>
<li><strong>Report and follow-up:</strong> public findings, corrective measures and a date to measure again.</li>
</ol>
<h2>What we have learned</h2>
<p>In the pilots we have supported through EthicsI, the most common finding was not a malicious algorithm but absences: co-official languages with no training examples, rural areas with tiny samples, forms that could not handle two surnames. Bias tends to hide in whatever nobody thought of measuring.</p>
<p>We also learned that a one-off audit achieves little. Data drifts, uses expand and models get retrained, so we recommend regular audits and a public change log. Our <a href="/project/detector-de-sesgos">bias detector</a>, still in development, automates the quantitative part; the qualitative part remains human, collective work.</p>
<blockquote>Auditing is not about finding culprits: it is about making visible whom an automated decision affects, so that it can be corrected in time.</blockquote>
<p>If your organisation wants to audit a system, the <a href="/document/tutorial-auditoria-de-sesgos">hands-on audit tutorial</a> explains how to get started with open tools and your own data.</p>
`,
    ),
  ],
});

pages.push({
  Page: "soberania-de-datos",
  Template: "Blog",
  Category: "research",
  Author: "Mateo Quispe",
  Created: "2024-12-02T11:00:00.000Z",
  // Comma-separated on purpose: Tags may be a list or a comma-separated string (docs/product.md "Pages").
  Tags: "datos, soberanía, comunidades, privacidad",
  values: [
    ...text(
      "Title",
      "Soberanía de datos: decidir en comunidad qué se comparte",
      "Data sovereignty: deciding together what gets shared",
    ),
    ...text(
      "Excerpt",
      "Los datos describen vidas y territorios. Prácticas concretas para que una comunidad decida quién los guarda y para qué.",
      "Data describes lives and places. Practical steps for a community to decide who keeps its data and what for.",
    ),
    ...html(
      "Content",
      `
<p>Cada vez que una cooperativa agrícola sube sus registros de cosecha a una plataforma gratuita, o que un ayuntamiento entrena un asistente con las consultas de sus vecinos, se toma una decisión sobre el poder. Los datos no son un subproducto técnico: describen vidas, territorios y saberes. La soberanía de datos es la capacidad de una comunidad de decidir quién los recoge, dónde se guardan, para qué se usan y cuándo se borran.</p>
<h2>Más allá de la privacidad individual</h2>
<p>La protección de datos clásica piensa en individuos: mi consentimiento, mis derechos de acceso y de supresión. Es imprescindible, pero no basta. Muchos daños son colectivos: un modelo entrenado con datos de un barrio puede estigmatizar al barrio entero aunque ninguna persona sea identificable. Los pueblos indígenas llevan años planteando este problema, y los principios CARE (beneficio colectivo, autoridad para controlar, responsabilidad y ética) son una referencia que recomendamos leer junto al RGPD.</p>
<h2>Prácticas concretas</h2>
<ul>
<li><strong>Minimizar:</strong> recoger solo lo necesario para un fin declarado y con fecha de caducidad.</li>
<li><strong>Custodiar cerca:</strong> preferir servidores de la propia comunidad o de proveedores sujetos a la misma jurisdicción, con cifrado en reposo.</li>
<li><strong>Acordar el uso:</strong> un acuerdo de datos escrito en lenguaje claro, aprobado en asamblea, que prohíba la reventa y el entrenamiento de modelos ajenos.</li>
<li><strong>Devolver valor:</strong> lo que se aprende con los datos debe volver a quienes los aportaron, en forma de informes, herramientas o mejores decisiones.</li>
<li><strong>Poder salir:</strong> exportarlo todo en formatos abiertos y borrar de verdad al terminar la relación.</li>
</ul>
<h2>Un caso real de nuestro laboratorio</h2>
<p>En un piloto con una red de huertos comunitarios, el equipo de InnvaLab instaló un pequeño servidor en el local de la asociación. Los sensores de humedad y las notas de las personas hortelanas se quedan allí; el modelo que sugiere calendarios de riego se entrena en ese mismo equipo, y solo se comparten resúmenes agregados con otras redes que han firmado el mismo acuerdo. El sistema es más modesto que una plataforma comercial, pero la comunidad entiende qué hace y puede apagarlo cuando quiera.</p>
<p>La soberanía de datos no exige aislarse: exige que compartir sea una decisión y no una condición de uso. Ese es el criterio que aplicamos en todos los proyectos de Simbiosis, y el que defendemos cuando asesoramos a otras organizaciones.</p>
`,
      `
<p>Every time a farming cooperative uploads its harvest records to a free platform, or a town council trains an assistant on its residents' questions, a decision about power is being made. Data is not a technical by-product: it describes lives, places and knowledge. Data sovereignty is a community's ability to decide who collects its data, where it is stored, what it is used for and when it is deleted.</p>
<h2>Beyond individual privacy</h2>
<p>Classic data protection thinks in terms of individuals: my consent, my rights of access and erasure. That is essential, but it is not enough. Many harms are collective: a model trained on data from one neighbourhood can stigmatise the whole neighbourhood even if no single person can be identified. Indigenous peoples have been raising this issue for years, and the CARE principles (Collective benefit, Authority to control, Responsibility and Ethics) are a reference we recommend reading alongside the GDPR.</p>
<h2>Practical steps</h2>
<ul>
<li><strong>Minimise:</strong> collect only what a stated purpose needs, and set an expiry date.</li>
<li><strong>Keep it close:</strong> prefer servers run by the community itself or by providers under the same jurisdiction, with encryption at rest.</li>
<li><strong>Agree on use:</strong> a data agreement in plain language, approved by the assembly, that forbids resale and the training of third-party models.</li>
<li><strong>Give value back:</strong> whatever is learned from the data should return to the people who contributed it, as reports, tools or better decisions.</li>
<li><strong>Be able to leave:</strong> export everything in open formats and truly delete it when the relationship ends.</li>
</ul>
<h2>A real case from our lab</h2>
<p>In a pilot with a network of community gardens, the InnvaLab team installed a small server in the association's premises. The moisture sensors and the gardeners' notes stay there; the model that suggests watering schedules is trained on that same machine, and only aggregated summaries are shared with other networks that have signed the same agreement. The system is humbler than a commercial platform, but the community understands what it does and can switch it off whenever it wants.</p>
<p>Data sovereignty does not require isolation: it requires that sharing be a choice rather than a condition of use. That is the test we apply to every Simbiosis project, and the one we argue for when we advise other organisations.</p>
`,
    ),
  ],
});

pages.push({
  Page: "gobernanza-comunitaria-de-la-ia",
  Template: "Article",
  Category: "general",
  Author: "Amara Okafor",
  Created: "2025-01-20T10:15:00.000Z",
  Tags: ["gobernanza", "participación", "comunidad", "cooperativismo"],
  values: [
    ...text(
      "Title",
      "Gobernanza comunitaria de la IA: quién decide y cómo",
      "Community governance of AI: who decides, and how",
    ),
    ...text(
      "Excerpt",
      "Las decisiones clave sobre un sistema de IA son políticas. Herramientas probadas para que la comunidad participe de verdad.",
      "The key decisions about an AI system are political. Tried and tested tools for genuine community participation.",
    ),
    ...html(
      "Content",
      `
<p>Las decisiones más importantes sobre un sistema de inteligencia artificial rara vez son técnicas. Qué problema se quiere resolver, qué errores son aceptables, quién puede pedir explicaciones y quién puede apagarlo son preguntas políticas, en el mejor sentido de la palabra. La gobernanza comunitaria propone que las respondan también las personas que van a convivir con el sistema.</p>
<h2>Por qué no basta con un comité de expertos</h2>
<p>Los comités de ética son útiles, pero suelen estar formados por perfiles parecidos: academia, derecho, ingeniería. Quien sabe de verdad cómo falla un sistema de asignación de ayudas es quien hace cola para pedirlas. Incluir esa experiencia no es un gesto simbólico: mejora el diseño, porque saca a la luz casos límite que ningún conjunto de pruebas había previsto.</p>
<h2>Herramientas que funcionan</h2>
<ul>
<li><strong>Asambleas informadas:</strong> antes de votar, sesiones breves y en lenguaje llano sobre qué hace el sistema y qué no. La alfabetización precede a la participación.</li>
<li><strong>Consejos rotatorios:</strong> grupos pequeños elegidos por sorteo entre las personas usuarias, renovados cada seis meses y con acceso a los informes de auditoría.</li>
<li><strong>Derecho de veto acotado:</strong> la comunidad puede bloquear un despliegue si se incumplen criterios acordados de antemano, no por capricho ni por presión.</li>
<li><strong>Registro público de decisiones:</strong> cada cambio relevante queda escrito, con sus motivos y con el nombre del órgano que lo aprobó.</li>
</ul>
<h2>Lo que aprendimos en Harmonia</h2>
<p>Como cooperativa, Harmonia aplica estas herramientas a sí misma antes de recomendarlas. Nuestra primera asamblea sobre el uso de asistentes de redacción duró el doble de lo previsto y terminó sin acuerdo; la segunda, con una demostración previa y un documento de una sola página, alcanzó el consenso en cuarenta minutos. La lección fue clara: la participación necesita preparación, tiempo y materiales accesibles, y todo eso hay que presupuestarlo.</p>
<p>También aprendimos a separar decisiones. No todo necesita una asamblea: los ajustes técnicos menores los decide el equipo y los documenta; los cambios que afectan a derechos o a la recogida de datos pasan siempre por el consejo. Publicar esa frontera evita tanto la parálisis como la sensación de que todo se decide a puerta cerrada.</p>
<blockquote>Gobernar la IA en comunidad es lento al principio y rápido después: la confianza ahorra más tiempo del que cuesta construirla.</blockquote>
<p>En la página de <a href="/gobernanza">gobernanza</a> explicamos cómo tomamos las decisiones dentro de Simbiosis, y en la de <a href="/harmonia">Harmonia</a>, cómo acompañamos a otras organizaciones en este proceso.</p>
`,
      `
<p>The most important decisions about an artificial intelligence system are rarely technical. Which problem it should solve, which mistakes are acceptable, who can ask for explanations and who can switch it off are political questions, in the best sense of the word. Community governance means that the people who will live with the system help answer them.</p>
<h2>Why an expert committee is not enough</h2>
<p>Ethics committees are useful, but they tend to be made up of similar profiles: academia, law, engineering. The people who really know how a benefits-allocation system fails are the ones queuing to apply. Bringing that experience in is not a token gesture: it improves the design, because it surfaces edge cases that no test suite had anticipated.</p>
<h2>Tools that work</h2>
<ul>
<li><strong>Informed assemblies:</strong> before any vote, short plain-language sessions on what the system does and does not do. Literacy comes before participation.</li>
<li><strong>Rotating councils:</strong> small groups drawn by lot from the system's users, renewed every six months and given access to the audit reports.</li>
<li><strong>A bounded veto:</strong> the community can block a deployment if criteria agreed in advance are not met, not on a whim or under pressure.</li>
<li><strong>A public decision log:</strong> every significant change is written down, with its reasons and the body that approved it.</li>
</ul>
<h2>What we learned at Harmonia</h2>
<p>As a cooperative, Harmonia applies these tools to itself before recommending them to anyone. Our first assembly on the use of writing assistants ran twice as long as planned and ended without agreement; the second, preceded by a demonstration and a one-page brief, reached consensus in forty minutes. The lesson was clear: participation needs preparation, time and accessible materials, and all of that has to be budgeted for.</p>
<p>We also learned to sort decisions. Not everything needs an assembly: minor technical adjustments are decided and documented by the team, while changes that affect rights or data collection always go to the council. Publishing that boundary prevents both paralysis and the feeling that everything is decided behind closed doors.</p>
<blockquote>Governing AI as a community is slow at first and fast later on: trust saves more time than it takes to build.</blockquote>
<p>On our <a href="/gobernanza">governance</a> page we explain how decisions are made inside Simbiosis, and the <a href="/harmonia">Harmonia</a> page describes how we support other organisations through the same process.</p>
`,
    ),
  ],
});

pages.push({
  Page: "alfabetizacion-en-ia",
  Template: "Post",
  Category: "general",
  Author: "Amara Okafor",
  Created: "2025-02-14T08:45:00.000Z",
  Tags: "alfabetización, educación, talleres, bibliotecas",
  values: [
    ...text(
      "Title",
      "Alfabetización en IA: desmontar la magia sin perder la curiosidad",
      "AI literacy: taking the magic apart without losing the curiosity",
    ),
    ...text(
      "Excerpt",
      "Talleres sin pantallas, errores que hacen reír y materiales abiertos: así enseñamos a usar la IA con criterio.",
      "Screen-free workshops, mistakes that make people laugh and open materials: how we teach people to use AI wisely.",
    ),
    ...html(
      "Content",
      `
<p>Hablar de inteligencia artificial con alguien que nunca ha leído sobre el tema suele provocar una de dos reacciones: miedo o fascinación. Las dos tienen algo en común: tratan la IA como algo mágico. La alfabetización en IA consiste en desmontar esa magia sin quitarle interés, para que cualquiera pueda usar estas herramientas con criterio, exigir explicaciones y participar en las decisiones que le afectan.</p>
<h2>Qué entendemos por alfabetización</h2>
<p>No se trata de formar programadores. En nuestros talleres perseguimos tres capacidades básicas:</p>
<ol>
<li><strong>Comprender:</strong> saber que un modelo aprende patrones a partir de ejemplos, que predice en lugar de razonar como una persona y que puede equivocarse con total aplomo.</li>
<li><strong>Evaluar:</strong> contrastar una respuesta, reconocer cuándo una herramienta no es adecuada y detectar señales de sesgo o de invención.</li>
<li><strong>Decidir:</strong> conocer los propios derechos, saber ante quién reclamar y poder opinar sobre si un sistema debe usarse en la escuela, en el centro de salud o en el ayuntamiento.</li>
</ol>
<h2>Cómo lo hacemos</h2>
<p>Los talleres duran noventa minutos y empiezan sin pantallas. Con tarjetas de papel, el grupo «entrena» un clasificador de frutas y descubre por qué falla cuando aparece una fruta que no estaba entre los ejemplos. Después probamos un asistente conversacional y le pedimos cosas que sabemos que hará mal: citar fuentes locales, resolver una operación aritmética larga, describir nuestro barrio. Reírse de los errores del sistema es la mejor vacuna contra la confianza ciega.</p>
<p>La segunda parte es conversación: ¿dónde os gustaría que se usara esto?, ¿dónde no?, ¿quién debería decidirlo? Las respuestas de un grupo de personas mayores en una biblioteca municipal fueron tan precisas como las de cualquier comité de expertos, y mucho más concretas.</p>
<h2>Materiales abiertos</h2>
<p>Todas las fichas, guiones y actividades se publican con licencia CC BY-SA para que bibliotecas, asociaciones y centros educativos puedan adaptarlas a su realidad. Preferimos formar a personas formadoras antes que multiplicar nuestros propios talleres: la alfabetización crece cuando la comunidad la hace suya.</p>
<blockquote>Una sociedad alfabetizada en IA no es la que sabe usar todas las herramientas, sino la que sabe cuándo no usarlas.</blockquote>
<p>Si quieres organizar un taller en tu barrio o en tu centro, escríbenos desde la página de <a href="/contacto">contacto</a>.</p>
`,
      `
<p>Talking about artificial intelligence with someone who has never read about it usually triggers one of two reactions: fear or fascination. Both have something in common: they treat AI as magic. AI literacy means taking that magic apart without making it dull, so that anyone can use these tools with good judgement, demand explanations and take part in the decisions that affect them.</p>
<h2>What we mean by literacy</h2>
<p>This is not about turning people into programmers. Our workshops aim at three basic abilities:</p>
<ol>
<li><strong>Understanding:</strong> knowing that a model learns patterns from examples, that it predicts rather than reasons the way a person does, and that it can be wrong with complete confidence.</li>
<li><strong>Evaluating:</strong> checking an answer, recognising when a tool is not fit for the job and spotting signs of bias or fabrication.</li>
<li><strong>Deciding:</strong> knowing your rights, knowing where to complain and being able to weigh in on whether a system should be used at school, at the health centre or at the town hall.</li>
</ol>
<h2>How we do it</h2>
<p>Workshops last ninety minutes and begin without screens. Using paper cards, the group "trains" a fruit classifier and discovers why it fails when a fruit turns up that was not among the examples. Then we try a chat assistant and ask it for things we know it will get wrong: quoting local sources, doing a long piece of arithmetic, describing our own neighbourhood. Laughing at the system's mistakes is the best vaccine against blind trust.</p>
<p>The second half is conversation: where would you like this to be used? Where not? Who should decide? The answers from a group of older adults at a public library were as sharp as any expert panel's, and far more concrete.</p>
<h2>Open materials</h2>
<p>Every worksheet, script and activity is published under a CC BY-SA licence so that libraries, associations and schools can adapt them to their own context. We would rather train trainers than multiply our own workshops: literacy grows when the community makes it its own.</p>
<blockquote>An AI-literate society is not one that can use every tool, but one that knows when not to use them.</blockquote>
<p>If you would like to run a workshop in your neighbourhood or school, get in touch through our <a href="/contacto">contact</a> page.</p>
`,
    ),
  ],
});

pages.push({
  Page: "energia-de-los-modelos",
  Template: "Article",
  Category: "technology",
  Author: "Jonás Ibarra",
  Created: "2025-03-10T16:20:00.000Z",
  Tags: ["energía", "sostenibilidad", "eficiencia", "modelos"],
  values: [
    ...text(
      "Title",
      "La energía de los modelos: medir antes de escalar",
      "The energy of models: measure before you scale",
    ),
    ...text(
      "Excerpt",
      "Entrenar e inferir consume electricidad y agua. Qué medimos, qué técnicas usamos y por qué es también una cuestión de justicia.",
      "Training and inference use electricity and water. What we measure, which techniques we use and why it is also about justice.",
    ),
    ...html(
      "Content",
      `
<p>Cada consulta a un modelo de lenguaje consume electricidad, y cada entrenamiento, muchísima más. No se trata de culpabilizar a quien usa un asistente para redactar un correo, sino de tomar decisiones informadas: qué modelo usar, dónde ejecutarlo y cuándo no hace falta ninguno. En Simbiosis tratamos la energía como una métrica más del diseño, al mismo nivel que la precisión o la privacidad.</p>
<h2>Dónde se gasta la energía</h2>
<p>Hay tres momentos distintos. El <strong>entrenamiento</strong> de un modelo grande es intensivo, pero ocurre pocas veces. La <strong>inferencia</strong>, es decir, cada respuesta generada, parece pequeña, pero se multiplica por millones de usos y acaba dominando el consumo total de un servicio popular. Y la <strong>infraestructura</strong> (refrigeración, redes, almacenamiento y fabricación del hardware) añade una huella que rara vez aparece en los informes. A todo ello se suma el agua que muchos centros de datos emplean para refrigerarse.</p>
<h2>Medidas que aplicamos</h2>
<ul>
<li><strong>El modelo más pequeño que resuelva la tarea.</strong> Para clasificar textos o extraer datos suele bastar un modelo de unos cientos de millones de parámetros; usar uno cien veces mayor es un derroche.</li>
<li><strong>Cuantización y destilación.</strong> Reducir la precisión numérica de los pesos, o entrenar un modelo pequeño a partir de uno grande, recorta el consumo con pérdidas de calidad a menudo imperceptibles.</li>
<li><strong>Ejecución local cuando es posible.</strong> Un modelo en el propio equipo evita transferencias de datos y, de paso, mejora la privacidad.</li>
<li><strong>Horario y ubicación.</strong> Los trabajos de entrenamiento se programan cuando la red eléctrica tiene más energía renovable y en regiones con menor intensidad de carbono.</li>
<li><strong>Medir y publicar.</strong> Cada proyecto registra los kilovatios hora estimados de entrenamiento y de inferencia, junto con la herramienta y el método de estimación.</li>
</ul>
<h2>Una cuestión de justicia</h2>
<p>El coste ambiental de la IA no se reparte por igual. Los centros de datos se instalan donde la energía y el agua son baratas, a menudo en territorios que apenas se benefician de los servicios que alimentan. Por eso pedimos transparencia a los proveedores: sin datos públicos de consumo, ninguna comunidad puede evaluar si un sistema compensa lo que cuesta.</p>
<p>También conviene recordar la pregunta previa: ¿hace falta IA para esto? Un buen formulario, una hoja de cálculo o una regla sencilla resuelven muchos problemas con una fracción de la energía y con mucha más transparencia.</p>
<blockquote>La tecnología más sostenible es la que no se ejecuta sin necesidad.</blockquote>
`,
      `
<p>Every query to a language model uses electricity, and every training run uses vastly more. The point is not to blame someone for using an assistant to draft an e-mail, but to make informed choices: which model to use, where to run it and when none is needed at all. At Simbiosis we treat energy as one more design metric, on a par with accuracy or privacy.</p>
<h2>Where the energy goes</h2>
<p>There are three distinct moments. <strong>Training</strong> a large model is intensive but happens rarely. <strong>Inference</strong>, meaning every generated answer, looks small but is multiplied by millions of uses and ends up dominating the total consumption of a popular service. And the <strong>infrastructure</strong> (cooling, networking, storage and the manufacturing of hardware) adds a footprint that rarely appears in reports. On top of that comes the water that many data centres use for cooling.</p>
<h2>What we do about it</h2>
<ul>
<li><strong>The smallest model that does the job.</strong> Classifying text or extracting data usually needs a model with a few hundred million parameters; using one a hundred times larger is waste.</li>
<li><strong>Quantisation and distillation.</strong> Lowering the numerical precision of the weights, or training a small model from a large one, cuts consumption with quality losses that are often imperceptible.</li>
<li><strong>Running locally where possible.</strong> A model on your own machine avoids data transfers and improves privacy as a bonus.</li>
<li><strong>Timing and location.</strong> Training jobs are scheduled when the grid has more renewable power, in regions with lower carbon intensity.</li>
<li><strong>Measure and publish.</strong> Every project records its estimated kilowatt-hours for training and inference, together with the tool and estimation method used.</li>
</ul>
<h2>A question of justice</h2>
<p>The environmental cost of AI is not shared equally. Data centres are built where energy and water are cheap, often in places that barely benefit from the services they power. That is why we ask providers for transparency: without public consumption figures, no community can judge whether a system is worth what it costs.</p>
<p>It is also worth remembering the question that comes first: do we need AI for this at all? A good form, a spreadsheet or a simple rule solves many problems with a fraction of the energy and far more transparency.</p>
<blockquote>The most sustainable technology is the one that does not run unless it has to.</blockquote>
`,
    ),
  ],
});

pages.push({
  Page: "modelos-abiertos",
  Template: "Article",
  Category: "ai",
  Author: "Mateo Quispe",
  Created: "2025-04-22T12:00:00.000Z",
  Tags: ["modelos abiertos", "código abierto", "transparencia", "licencias"],
  values: [
    ...text(
      "Title",
      "Modelos abiertos: qué significa de verdad «abierto»",
      "Open models: what 'open' really means",
    ),
    ...text(
      "Excerpt",
      "Pesos, código, datos, documentación y licencia: los grados de apertura de un modelo y los criterios que seguimos.",
      "Weights, code, data, documentation and licence: the degrees of openness of a model and the criteria we follow.",
    ),
    ...html(
      "Content",
      `
<p>La palabra «abierto» se ha convertido en una etiqueta comercial. Hay modelos que publican sus pesos pero prohíben los usos comerciales o esconden con qué datos se entrenaron; hay otros que solo ofrecen una API y se presentan como abiertos porque cualquiera puede pagarla. Para una comunidad que quiere entender y controlar su tecnología, conviene distinguir bien los grados de apertura.</p>
<h2>Qué puede abrirse</h2>
<ul>
<li><strong>Los pesos:</strong> permiten ejecutar el modelo en equipos propios, ajustarlo y estudiarlo.</li>
<li><strong>El código</strong> de entrenamiento y de inferencia: permite reproducir el proceso y auditarlo.</li>
<li><strong>Los datos</strong> o, al menos, una descripción detallada de su origen, sus licencias y su filtrado.</li>
<li><strong>La documentación:</strong> fichas del modelo con sus limitaciones conocidas, evaluaciones y usos desaconsejados.</li>
<li><strong>La licencia:</strong> qué se puede hacer con todo lo anterior y con qué obligaciones.</li>
</ul>
<p>La definición de IA de código abierto que publicó la Open Source Initiative en 2024 exige libertad para usar, estudiar, modificar y compartir, y pide información suficiente sobre los datos como para que una persona experta pueda construir un sistema sustancialmente equivalente. Es un listón exigente, y pocos modelos populares lo superan.</p>
<h2>Por qué nos importa</h2>
<p>Un modelo abierto se puede auditar de verdad: podemos medir sus sesgos con nuestros datos y no con los ejemplos que elige el proveedor. Se puede ejecutar en local, lo que protege la soberanía de los datos y reduce la dependencia de una sola empresa. Y se puede adaptar a lenguas y contextos que el mercado considera poco rentables, desde el quechua hasta el vocabulario de una cofradía de pescadores.</p>
<p>La apertura también tiene riesgos: un modelo publicado puede usarse con fines dañinos sin que nadie pueda retirarlo. No creemos que la respuesta sea el secreto, sino la publicación responsable: evaluaciones de seguridad previas, documentación honesta de los límites y licencias que prohíban los usos claramente abusivos sin impedir la investigación.</p>
<h2>Nuestros criterios</h2>
<p>En los proyectos de Simbiosis preferimos modelos con pesos y código publicados bajo licencias reconocidas, con fichas de datos suficientes y con una comunidad activa que responda a las incidencias. Todo lo que desarrollamos se publica en <a href="https://github.com/simbiosis-ai">nuestra organización de GitHub</a> con licencia GPL-3.0, y la documentación, con CC BY-SA 4.0.</p>
<blockquote>Abrir un modelo no es regalarlo: es aceptar que otras personas lo examinen, lo mejoren y te pidan cuentas.</blockquote>
`,
      `
<p>The word "open" has become a marketing label. Some models publish their weights but forbid commercial use or hide what data they were trained on; others only offer an API and call themselves open because anyone can pay for it. For a community that wants to understand and control its technology, it pays to tell the degrees of openness apart.</p>
<h2>What can be opened</h2>
<ul>
<li><strong>The weights:</strong> they let you run the model on your own hardware, fine-tune it and study it.</li>
<li><strong>The code</strong> for training and inference: it lets you reproduce the process and audit it.</li>
<li><strong>The data</strong>, or at least a detailed account of its origin, licences and filtering.</li>
<li><strong>The documentation:</strong> model cards with known limitations, evaluations and discouraged uses.</li>
<li><strong>The licence:</strong> what you may do with all of the above, and under which obligations.</li>
</ul>
<p>The Open Source AI Definition published by the Open Source Initiative in 2024 requires the freedom to use, study, modify and share, and asks for enough information about the data for a skilled person to build a substantially equivalent system. It is a demanding bar, and few popular models clear it.</p>
<h2>Why it matters to us</h2>
<p>An open model can be genuinely audited: we can measure its biases on our own data rather than on examples chosen by the vendor. It can run locally, which protects data sovereignty and reduces dependence on a single company. And it can be adapted to languages and settings the market deems unprofitable, from Quechua to the vocabulary of a fishing cooperative.</p>
<p>Openness has risks too: a published model can be used for harmful ends and nobody can take it back. We do not think secrecy is the answer; responsible release is: safety evaluations beforehand, honest documentation of limits, and licences that forbid clearly abusive uses without blocking research.</p>
<h2>Our criteria</h2>
<p>In Simbiosis projects we prefer models whose weights and code are published under recognised licences, with adequate data documentation and an active community that responds to issues. Everything we build is published in <a href="https://github.com/simbiosis-ai">our GitHub organisation</a> under GPL-3.0, and the documentation under CC BY-SA 4.0.</p>
<blockquote>Opening a model is not giving it away: it is accepting that others will examine it, improve it and hold you to account.</blockquote>
`,
    ),
  ],
});

pages.push({
  // A page name with a space and accents on purpose: links to it must be encoded correctly.
  Page: "Diseño ético",
  Template: "Article",
  Category: "ethics",
  Author: "Lucía Ferrer",
  Created: "2025-05-30T09:00:00.000Z",
  Tags: ["diseño", "ética", "ux", "accesibilidad"],
  values: [
    ...text(
      "Title",
      "Diseño ético: donde los principios se convierten en pantallas",
      "Ethical design: where principles become screens",
    ),
    ...text(
      "Excerpt",
      "Nadie lee un documento de principios; todo el mundo usa una interfaz. Cinco decisiones de diseño con carga ética.",
      "Nobody reads a statement of principles; everybody uses an interface. Five design decisions that carry ethical weight.",
    ),
    ...html(
      "Content",
      `
<p>La ética de la inteligencia artificial suele discutirse en documentos de principios: transparencia, justicia, responsabilidad. Son necesarios, pero una persona usuaria nunca lee un documento de principios; lo que encuentra es una pantalla, un botón, un mensaje de error. El diseño ético es el trabajo de convertir esos principios en decisiones concretas de interfaz.</p>
<h2>Cinco decisiones de diseño con carga ética</h2>
<ol>
<li><strong>Decir que es una máquina.</strong> Un asistente debe presentarse como tal desde el primer mensaje, sin nombres ni avatares que sugieran a una persona real.</li>
<li><strong>Mostrar la incertidumbre.</strong> Si el sistema no está seguro, la interfaz debe decirlo con palabras, no con porcentajes que nadie sabe interpretar.</li>
<li><strong>Ofrecer una salida humana.</strong> Toda decisión automatizada relevante necesita un camino visible para pedir que la revise una persona.</li>
<li><strong>Evitar los patrones oscuros.</strong> Nada de casillas premarcadas para ceder datos, botones de rechazo escondidos ni urgencias artificiales.</li>
<li><strong>Diseñar para quien más lo necesita.</strong> Lectores de pantalla, lenguaje claro, conexiones lentas, varios idiomas: la accesibilidad no es un extra.</li>
</ol>
<h2>Fricción buena y fricción mala</h2>
<p>La industria nos ha enseñado que toda fricción es mala. No siempre: pedir confirmación antes de enviar datos sensibles a un modelo externo, o antes de publicar un texto generado automáticamente, es una fricción que protege. La pregunta útil es a quién beneficia cada paso adicional y a quién perjudica eliminarlo.</p>
<h2>Cómo lo practicamos</h2>
<p>Este mismo sitio intenta seguir esas reglas: no usa cookies de seguimiento ni analítica, su política de privacidad enumera todo lo que guarda y durante cuánto tiempo, y el chatbot de demostración se identifica como experimental desde el primer momento. En los proyectos con terceros, el equipo de EthicsI revisa los prototipos con una lista de comprobación abierta y, sobre todo, con pruebas con personas usuarias reales, incluidas personas mayores y personas con discapacidad.</p>
<p>También documentamos las decisiones que descartamos. Saber por qué un equipo decidió no mostrar una puntuación de riesgo, o por qué eligió un lenguaje más cauto en un aviso, es tan valioso para quien venga después como el diseño final.</p>
<p>El diseño ético no garantiza un sistema justo, pero sin él los mejores principios se quedan en el papel. Es en la pantalla donde la ética se convierte en experiencia.</p>
<blockquote>Cada pantalla es una pequeña norma: decide qué resulta fácil, qué resulta difícil y qué queda invisible.</blockquote>
`,
      `
<p>The ethics of artificial intelligence is usually discussed in statements of principles: transparency, fairness, accountability. They are necessary, but users never read a statement of principles; what they meet is a screen, a button, an error message. Ethical design is the work of turning those principles into concrete interface decisions.</p>
<h2>Five design decisions that carry ethical weight</h2>
<ol>
<li><strong>Say it is a machine.</strong> An assistant should introduce itself as one from the very first message, without names or avatars that suggest a real person.</li>
<li><strong>Show uncertainty.</strong> When the system is unsure, the interface should say so in words, not with percentages nobody knows how to read.</li>
<li><strong>Offer a human way out.</strong> Every significant automated decision needs a visible path to ask for a person to review it.</li>
<li><strong>Avoid dark patterns.</strong> No pre-ticked boxes that hand over data, no hidden reject buttons, no artificial urgency.</li>
<li><strong>Design for those who need it most.</strong> Screen readers, plain language, slow connections, several languages: accessibility is not an extra.</li>
</ol>
<h2>Good friction and bad friction</h2>
<p>The industry has taught us that all friction is bad. Not always: asking for confirmation before sending sensitive data to an external model, or before publishing automatically generated text, is friction that protects. The useful question is who benefits from each extra step and who is harmed by removing it.</p>
<h2>How we practise it</h2>
<p>This very site tries to follow those rules: it uses no tracking cookies and no analytics, its privacy policy lists everything it keeps and for how long, and the demo chatbot identifies itself as experimental from the outset. In projects with partners, the EthicsI team reviews prototypes against an open checklist and, above all, through testing with real users, including older people and people with disabilities.</p>
<p>We also document the options we rejected. Knowing why a team chose not to display a risk score, or why it picked more cautious wording for a warning, is as valuable to whoever comes next as the final design.</p>
<p>Ethical design does not guarantee a fair system, but without it the best principles stay on paper. The screen is where ethics becomes experience.</p>
<blockquote>Every screen is a small rule: it decides what is easy, what is hard and what stays invisible.</blockquote>
`,
    ),
  ],
});

/* ------------------------------------------------------------------------------------------
 * Documentation (templates Documentation, Guide, Tutorial, Reference)
 * ---------------------------------------------------------------------------------------- */

pages.push({
  Page: "primeros-pasos",
  Template: "Guide",
  Category: "guide",
  Difficulty: "beginner",
  Author: "Jonás Ibarra",
  Created: "2024-09-15T10:00:00.000Z",
  Tags: ["instalación", "inicio", "desarrollo"],
  values: [
    ...text("Title", "Primeros pasos: el sitio en tu equipo", "Getting started: the site on your machine"),
    ...text(
      "description",
      "Descarga el código del sitio de Simbiosis, ponlo en marcha en local y aprende dónde está cada parte.",
      "Download the Simbiosis site's code, run it locally and learn where each part lives.",
    ),
    ...html(
      "Content",
      `
<p>Esta guía explica cómo descargar el código del sitio, ponerlo en marcha en tu equipo y orientarte dentro del proyecto. No hace falta experiencia previa con él: basta con saber abrir una terminal.</p>
<h2>Requisitos</h2>
<ul>
<li>Node.js 24 o posterior (la orden <em>node --version</em> debe mostrar v24 o superior).</li>
<li>Git.</li>
<li>Unos 500 MB libres para las dependencias.</li>
</ul>
<h2>Instalación</h2>
<ol>
<li>Clona el repositorio: <em>git clone https://github.com/simbiosis-ai/simbiosis-web</em>.</li>
<li>Entra en la carpeta e instala las dependencias exactas con <em>npm ci</em>.</li>
<li>Arranca el servidor con <em>npm start</em>. La primera vez compila el sitio y crea una base de datos SQLite en <em>data/site.db</em>.</li>
<li>Abre <em>http://localhost:3000</em> en el navegador.</li>
</ol>
<p>En el primer arranque, con la base de datos vacía, se carga el contenido de demostración en español y en inglés: artículos, documentación, proyectos, productos, biografías y los capítulos del libro. Así el sitio está vivo desde el primer minuto.</p>
<h2>Acceso al área de edición</h2>
<p>Si defines las variables <em>ADMIN_EMAIL</em> y <em>ADMIN_PASSWORD</em> antes del primer arranque, se crea una cuenta de administración con esos datos; si no, se genera una contraseña que se muestra una sola vez en la consola. Puedes añadir más cuentas con <em>npm run user -- add correo@ejemplo.org --role editor</em>.</p>
<h2>Dónde está cada cosa</h2>
<ul>
<li><strong>server.ts:</strong> el servidor, que atiende la API, los archivos y las páginas.</li>
<li><strong>app/routes/site:</strong> las pantallas públicas; <strong>app/routes/admin:</strong> el área de edición.</li>
<li><strong>app/content:</strong> las reglas que leen las páginas (campos, plantillas, tiempo de lectura).</li>
<li><strong>app/i18n:</strong> los diccionarios de textos en español y en inglés.</li>
</ul>
<h2>Comprobar que todo funciona</h2>
<p>Ejecuta <em>npm test</em> para lanzar las pruebas unitarias, de integración y de extremo a extremo. Si prefieres PostgreSQL a SQLite, define la variable <em>DATABASE_URL</em>. El siguiente paso es leer <a href="/document/como-contribuir">cómo contribuir</a>.</p>
`,
      `
<p>This guide explains how to download the site's code, run it on your machine and find your way around the project. You need no prior experience with it: knowing how to open a terminal is enough.</p>
<h2>Requirements</h2>
<ul>
<li>Node.js 24 or later (<em>node --version</em> must print v24 or higher).</li>
<li>Git.</li>
<li>About 500 MB of free space for dependencies.</li>
</ul>
<h2>Installation</h2>
<ol>
<li>Clone the repository: <em>git clone https://github.com/simbiosis-ai/simbiosis-web</em>.</li>
<li>Enter the folder and install the exact dependencies with <em>npm ci</em>.</li>
<li>Start the server with <em>npm start</em>. The first time, it builds the site and creates an SQLite database in <em>data/site.db</em>.</li>
<li>Open <em>http://localhost:3000</em> in your browser.</li>
</ol>
<p>On the first start, with an empty database, the demo content is loaded in Spanish and English: articles, documentation, projects, products, biographies and the chapters of the book. The site is alive from minute one.</p>
<h2>Signing in to the editing area</h2>
<p>If you set <em>ADMIN_EMAIL</em> and <em>ADMIN_PASSWORD</em> before the first start, an administrator account is created with those details; otherwise a password is generated and printed once on the console. Add more accounts with <em>npm run user -- add name@example.org --role editor</em>.</p>
<h2>Where things live</h2>
<ul>
<li><strong>server.ts:</strong> the server, which handles the API, files and pages.</li>
<li><strong>app/routes/site:</strong> the public screens; <strong>app/routes/admin:</strong> the editing area.</li>
<li><strong>app/content:</strong> the rules that read pages (fields, templates, reading time).</li>
<li><strong>app/i18n:</strong> the Spanish and English text dictionaries.</li>
</ul>
<h2>Checking that everything works</h2>
<p>Run <em>npm test</em> to launch the unit, integration and end-to-end tests. If you prefer PostgreSQL to SQLite, set the <em>DATABASE_URL</em> variable. Your next step is to read <a href="/document/como-contribuir">how to contribute</a>.</p>
`,
    ),
  ],
});

pages.push({
  // A page name with spaces and accents on purpose.
  Page: "Guía rápida de la API",
  Template: "Reference",
  Category: "api",
  Difficulty: "intermediate",
  Author: "Mateo Quispe",
  Created: "2025-01-28T15:30:00.000Z",
  Tags: ["api", "rest", "páginas", "referencia"],
  values: [
    ...text("Title", "Guía rápida de la API de páginas", "Pages API quick reference"),
    ...text(
      "description",
      "Las llamadas para listar, leer, crear, guardar y borrar páginas, con sus respuestas y errores.",
      "The calls to list, read, create, save and delete pages, with their answers and errors.",
    ),
    ...html(
      "Content",
      `
<p>Todas las llamadas cuelgan de <em>/api</em> y hablan JSON. La documentación interactiva completa, en formato OpenAPI, está en <em>/api/docs</em> de tu propia instalación.</p>
<h2>Lectura (sin autenticación)</h2>
<ul>
<li><strong>GET /api/prod/pages</strong>: lista las páginas. Responde <code>{ "Items": [...], "Count": n }</code>; cada elemento trae <code>Page</code>, <code>Template</code> y <code>CType</code> (con el mismo valor). Con <code>?limit=N&amp;startKey=K</code> se pagina, y la respuesta añade <code>LastEvaluatedKey</code>.</li>
<li><strong>GET /api/prod/pages/{page}</strong>: devuelve una página en <em>Items[0]</em>. El nombre va codificado en la URL, así que «Guía rápida de la API» se pide como <em>Gu%C3%ADa%20r%C3%A1pida%20de%20la%20API</em>. Si no existe, responde 404.</li>
</ul>
<h2>Escritura (con token)</h2>
<p>Primero inicia sesión con <strong>POST /api/auth/login</strong> enviando <code>{ "email", "password" }</code>; la respuesta incluye <em>accessToken</em>. Envía ese token en la cabecera <em>Authorization: Bearer ...</em> en cada escritura.</p>
<ul>
<li><strong>POST /api/prod/pages</strong> con <code>{ Page, Template, values }</code>: crea la página (201) o la guarda (200) y devuelve la página almacenada con su <code>revision</code>.</li>
<li><strong>DELETE /api/prod/pages</strong> con <code>{ Page }</code>: borra la página y devuelve el elemento borrado.</li>
<li><strong>POST /api/prod/files</strong> (multipart, campo <em>file</em>): sube un archivo; después se sirve en <em>/content/{nombre}</em>.</li>
</ul>
<h2>Conflictos de edición</h2>
<p>Si envías la cabecera <em>If-Match</em> o el campo <code>revision</code> y otra persona ha guardado antes que tú, la API responde 409 con la versión actual. Nada se sobrescribe en silencio, y cada guardado conserva la versión anterior en el historial.</p>
<h2>Errores</h2>
<p>Los errores siempre son JSON con la forma <code>{ "message": "...", "code": "..." }</code> y el código HTTP adecuado: 400 para datos no válidos, 401 sin token o con un token caducado, 404 si no existe, 409 en conflictos y 429 si superas el límite de peticiones.</p>
`,
      `
<p>Every call lives under <em>/api</em> and speaks JSON. The complete interactive documentation, in OpenAPI format, is at <em>/api/docs</em> on your own installation.</p>
<h2>Reading (no authentication)</h2>
<ul>
<li><strong>GET /api/prod/pages</strong>: lists pages. Answers <code>{ "Items": [...], "Count": n }</code>; each item carries <code>Page</code>, <code>Template</code> and <code>CType</code> (same value). Add <code>?limit=N&amp;startKey=K</code> to page through results; the answer then includes <code>LastEvaluatedKey</code>.</li>
<li><strong>GET /api/prod/pages/{page}</strong>: returns one page in <em>Items[0]</em>. The name is URL-encoded, so "Guía rápida de la API" is requested as <em>Gu%C3%ADa%20r%C3%A1pida%20de%20la%20API</em>. Unknown pages answer 404.</li>
</ul>
<h2>Writing (token required)</h2>
<p>First sign in with <strong>POST /api/auth/login</strong>, sending <code>{ "email", "password" }</code>; the answer includes an <em>accessToken</em>. Send it in the <em>Authorization: Bearer ...</em> header with every write.</p>
<ul>
<li><strong>POST /api/prod/pages</strong> with <code>{ Page, Template, values }</code>: creates the page (201) or saves it (200) and returns the stored page with its <code>revision</code>.</li>
<li><strong>DELETE /api/prod/pages</strong> with <code>{ Page }</code>: deletes the page and returns the deleted item.</li>
<li><strong>POST /api/prod/files</strong> (multipart, field <em>file</em>): uploads a file, which is then served at <em>/content/{name}</em>.</li>
</ul>
<h2>Edit conflicts</h2>
<p>If you send an <em>If-Match</em> header or a <code>revision</code> field and someone else saved first, the API answers 409 with the current version. Nothing is silently overwritten, and every save keeps the previous version in the history.</p>
<h2>Errors</h2>
<p>Errors are always JSON shaped <code>{ "message": "...", "code": "..." }</code> with the right HTTP status: 400 for invalid data, 401 with a missing or expired token, 404 when something does not exist, 409 on conflicts and 429 when you exceed the rate limit.</p>
`,
    ),
  ],
});

pages.push({
  Page: "como-contribuir",
  Template: "Documentation",
  Category: "guide",
  Difficulty: "beginner",
  Author: "Amara Okafor",
  Created: "2024-11-05T09:00:00.000Z",
  Tags: ["contribuir", "comunidad", "github", "traducción"],
  values: [
    ...text("Title", "Cómo contribuir a Simbiosis", "How to contribute to Simbiosis"),
    ...text(
      "description",
      "Código, traducciones, textos, pruebas o talleres: todas las formas de participar y el proceso para hacerlo.",
      "Code, translations, writing, testing or workshops: every way to take part and the process to follow.",
    ),
    ...html(
      "Content",
      `
<p>Simbiosis se construye entre muchas personas, y no todas programan. Esta página resume cómo participar; la guía completa, con ejemplos y listas de comprobación, está en el PDF descargable de esta misma página.</p>
<h2>Formas de contribuir</h2>
<ul>
<li><strong>Código:</strong> correcciones, pruebas y nuevas funciones del sitio y de los proyectos del laboratorio.</li>
<li><strong>Traducción:</strong> revisar que cada texto exista en español y en inglés, con un lenguaje natural y no literal.</li>
<li><strong>Contenido:</strong> artículos, tutoriales y casos prácticos sobre IA ética y comunitaria.</li>
<li><strong>Pruebas con personas:</strong> probar prototipos con gente diversa y contarnos dónde se atasca.</li>
<li><strong>Talleres:</strong> llevar los materiales de alfabetización en IA a tu biblioteca, escuela o asociación.</li>
</ul>
<h2>El proceso, paso a paso</h2>
<ol>
<li>Busca o abre una incidencia en <a href="https://github.com/simbiosis-ai">GitHub</a> explicando qué quieres cambiar y por qué.</li>
<li>Haz un fork del repositorio y crea una rama con un nombre descriptivo.</li>
<li>Trabaja en cambios pequeños; incluye pruebas si tocas código y ambos idiomas si tocas textos.</li>
<li>Abre una solicitud de cambios (pull request) enlazando la incidencia.</li>
<li>Al menos una persona revisora la comentará. Las decisiones técnicas se toman por consenso: si en siete días nadie plantea objeciones razonadas, el cambio se integra.</li>
</ol>
<h2>Licencias</h2>
<p>Al contribuir aceptas publicar el código con licencia GPL-3.0 o posterior y los textos con CC BY-SA 4.0. Si una parte de tu contribución se ha escrito con ayuda de una herramienta de IA, indícalo en la descripción: no está prohibido, pero queremos que sea transparente y que una persona la haya revisado.</p>
<h2>Convivencia</h2>
<p>Toda participación se rige por nuestro <a href="/codigo">código de conducta</a>. Si tienes dudas antes de empezar, escríbenos desde la página de <a href="/contacto">contacto</a>.</p>
`,
      `
<p>Simbiosis is built by many people, and not all of them write code. This page summarises how to take part; the full guide, with examples and checklists, is the PDF you can download from this page.</p>
<h2>Ways to contribute</h2>
<ul>
<li><strong>Code:</strong> fixes, tests and new features for the site and for the lab's projects.</li>
<li><strong>Translation:</strong> making sure every text exists in Spanish and English, in natural rather than literal language.</li>
<li><strong>Content:</strong> articles, tutorials and case studies about ethical, community-driven AI.</li>
<li><strong>Testing with people:</strong> trying prototypes with a diverse group and telling us where they get stuck.</li>
<li><strong>Workshops:</strong> taking the AI literacy materials to your library, school or association.</li>
</ul>
<h2>The process, step by step</h2>
<ol>
<li>Find or open an issue on <a href="https://github.com/simbiosis-ai">GitHub</a> explaining what you want to change and why.</li>
<li>Fork the repository and create a branch with a descriptive name.</li>
<li>Keep changes small; include tests when you touch code and both languages when you touch text.</li>
<li>Open a pull request that links the issue.</li>
<li>At least one reviewer will comment on it. Technical decisions are made by lazy consensus: if nobody raises a reasoned objection within seven days, the change is merged.</li>
</ol>
<h2>Licences</h2>
<p>By contributing you agree to publish code under GPL-3.0-or-later and text under CC BY-SA 4.0. If part of your contribution was written with the help of an AI tool, say so in the description: it is not forbidden, but we want it to be transparent and reviewed by a person.</p>
<h2>Getting along</h2>
<p>All participation is governed by our <a href="/codigo">code of conduct</a>. If you have questions before you start, write to us through the <a href="/contacto">contact</a> page.</p>
`,
    ),
    ...fileIn("document", "guia-de-contribucion.pdf", {
      es: "Guía de contribución (PDF)",
      en: "Contributor guide (PDF)",
    }),
  ],
});

pages.push({
  Page: "tutorial-auditoria-de-sesgos",
  Template: "Tutorial",
  Category: "tutorial",
  Difficulty: "advanced",
  Author: "Lucía Ferrer",
  Created: "2025-03-25T11:10:00.000Z",
  Tags: ["tutorial", "sesgo", "auditoría", "métricas"],
  values: [
    ...text("Title", "Tutorial: tu primera auditoría de sesgos", "Tutorial: your first bias audit"),
    // Misspelled on purpose: the site reads both "description" and "descirption"
    // (docs/product.md "Field names the site reads").
    ...text(
      "descirption",
      "Un recorrido completo, de los datos al informe, para auditar un clasificador con métricas por grupo.",
      "A complete walk-through, from data to report, for auditing a classifier with per-group metrics.",
    ),
    ...html(
      "Content",
      `
<p>En este tutorial auditamos un clasificador que decide si una solicitud de ayuda pasa a revisión prioritaria. Lo importante no es la herramienta, sino el método: puedes seguirlo con una hoja de cálculo, con Python o con el <a href="/project/detector-de-sesgos">detector de sesgos</a> cuando esté disponible.</p>
<h2>1. Reúne los datos</h2>
<p>Necesitas una tabla con una fila por caso y, como mínimo, estas columnas: la decisión del modelo, el resultado correcto (si se conoce) y los atributos de grupo que quieres examinar, como la edad por tramos, el idioma de la solicitud o la zona. Trabaja con datos seudonimizados y sin nombres.</p>
<h2>2. Calcula las métricas por grupo</h2>
<ul>
<li><strong>Tasa de selección:</strong> proporción de casos de cada grupo que reciben la decisión favorable.</li>
<li><strong>Razón de impacto:</strong> tasa de selección de cada grupo dividida entre la del grupo con la tasa más alta. Un valor inferior a 0,8 es una señal de alerta habitual, aunque no una prueba de discriminación.</li>
<li><strong>Tasa de verdaderos positivos:</strong> de quienes sí necesitaban prioridad, qué proporción la obtuvo en cada grupo.</li>
<li><strong>Tasa de falsos positivos:</strong> de quienes no la necesitaban, qué proporción la recibió igualmente.</li>
</ul>
<h2>3. Mide la incertidumbre</h2>
<p>Con grupos pequeños, una diferencia grande puede deberse al azar. Calcula intervalos de confianza por remuestreo (bootstrap): repite el cálculo mil veces sobre muestras con reemplazo y quédate con los percentiles 2,5 y 97,5. Si los intervalos de dos grupos no se solapan, la diferencia merece atención.</p>
<h2>4. Escucha a las personas afectadas</h2>
<p>Organiza al menos dos conversaciones con personas de los grupos donde aparecen diferencias. Pregunta cómo rellenaron la solicitud, qué les resultó confuso y qué consecuencias tuvo la decisión. Muchas veces el origen del sesgo está en el formulario y no en el modelo.</p>
<h2>5. Escribe el informe</h2>
<p>Un buen informe cabe en cuatro páginas: contexto y finalidad, datos usados y sus límites, resultados con intervalos, testimonios resumidos, medidas propuestas y fecha de la próxima revisión. Publícalo, aunque los resultados no sean buenos: la transparencia es parte de la corrección.</p>
`,
      `
<p>In this tutorial we audit a classifier that decides whether an application for support goes to priority review. The tool matters less than the method: you can follow it with a spreadsheet, with Python or with the <a href="/project/detector-de-sesgos">bias detector</a> once it is available.</p>
<h2>1. Gather the data</h2>
<p>You need a table with one row per case and at least these columns: the model's decision, the correct outcome (when known) and the group attributes you want to examine, such as age band, the language of the application or the area. Work with pseudonymised data and no names.</p>
<h2>2. Compute per-group metrics</h2>
<ul>
<li><strong>Selection rate:</strong> the share of each group that receives the favourable decision.</li>
<li><strong>Impact ratio:</strong> each group's selection rate divided by that of the group with the highest rate. A value below 0.8 is a common warning sign, though not proof of discrimination.</li>
<li><strong>True positive rate:</strong> of those who really needed priority, the share in each group who got it.</li>
<li><strong>False positive rate:</strong> of those who did not need it, the share who received it anyway.</li>
</ul>
<h2>3. Measure the uncertainty</h2>
<p>With small groups, a large difference may be down to chance. Compute bootstrap confidence intervals: repeat the calculation a thousand times on samples drawn with replacement and keep the 2.5th and 97.5th percentiles. If two groups' intervals do not overlap, the difference deserves attention.</p>
<h2>4. Listen to the people affected</h2>
<p>Hold at least two conversations with people from the groups where differences appear. Ask how they filled in the application, what confused them and what the decision meant for them. Quite often the source of the bias is the form, not the model.</p>
<h2>5. Write the report</h2>
<p>A good report fits in four pages: context and purpose, the data used and its limits, results with intervals, summarised testimonies, proposed measures and the date of the next review. Publish it even if the results are not flattering: transparency is part of the fix.</p>
`,
    ),
  ],
});

pages.push({
  Page: "modelo-de-paginas",
  Template: "Documentation",
  Category: "reference",
  Difficulty: "intermediate",
  Author: "Jonás Ibarra",
  Created: "2025-02-05T13:00:00.000Z",
  Tags: ["edición", "plantillas", "contenido", "referencia"],
  values: [
    ...text("Title", "El modelo de páginas: plantillas y valores", "The page model: templates and values"),
    ...text(
      "description",
      "Qué es una página, qué valores lee el sitio en cada plantilla y cómo se escriben los dos idiomas.",
      "What a page is, which values the site reads for each template and how both languages are written.",
    ),
    ...html(
      "Content",
      `
<p>Todo el contenido editable del sitio son páginas. Una página tiene un <strong>nombre</strong> (que aparece en la dirección), una <strong>plantilla</strong> (que decide cómo se muestra) y una lista de <strong>valores</strong> con nombre. Esta referencia es para quien edita contenido desde el área de edición.</p>
<h2>Valores e idiomas</h2>
<p>Cada valor tiene un nombre, un contenido (texto, HTML, un archivo o una URL) y, opcionalmente, un idioma: <em>es</em> o <em>en</em>. Un texto que lee el público se escribe dos veces, una por idioma, con el mismo nombre. Los archivos y las URL no llevan idioma y sirven para los dos. Si falta la versión inglesa, se muestra la española.</p>
<h2>Valores por plantilla</h2>
<ul>
<li><strong><code>Article</code>, <code>Blog</code>, <code>Post</code>:</strong> <code>Title</code>, <code>Excerpt</code> (hasta 150 caracteres) y <code>Content</code>. Además, categoría, autoría, fecha y etiquetas.</li>
<li><strong><code>Documentation</code>, <code>Guide</code>, <code>Tutorial</code>, <code>Reference</code>:</strong> <code>Title</code>, <code>description</code>, <code>Content</code> y, si hay un PDF, <code>document</code>.</li>
<li><strong><code>Projects</code>:</strong> <code>ProjectName</code>, <code>Subtitle</code>, <code>Overview</code>, <code>Logo</code>, <code>Repository</code> y <code>Status</code>.</li>
<li><strong><code>Products</code>:</strong> <code>productname</code>, <code>subtitle</code> o <code>tagline</code>, <code>overview</code> o <code>description</code>, <code>logo</code> o <code>image</code>, un archivo (<code>whitepaper</code>, <code>datasheet</code>, <code>manual</code>...) y <code>github</code>. Cualquier otro valor se muestra como una sección con su nombre como título.</li>
<li><strong><code>Bios</code>:</strong> <code>Name</code>, <code>ShortDescription</code>, <code>Bio</code> y <code>Photo</code>.</li>
<li><strong><code>Chapters</code>:</strong> <code>Title</code>, <code>Part</code>, <code>Content</code> y <code>Author</code>. Los capítulos se ordenan por el nombre de la página, así que conviene numerarlos: <code>capitulo-01</code>, <code>capitulo-02</code>...</li>
</ul>
<h2>Etiquetas</h2>
<p>Las etiquetas pueden escribirse como lista o como un texto separado por comas; el sitio entiende las dos formas y las muestra como almohadillas.</p>
<h2>Nombres de página</h2>
<p>Recomendamos nombres en minúsculas y con guiones, pero se admiten espacios, tildes y eñes: el sitio codifica los enlaces. Una vez publicada una página, evita cambiarle el nombre, porque los enlaces externos dejarían de funcionar.</p>
`,
      `
<p>All editable content on the site is made of pages. A page has a <strong>name</strong> (shown in the address), a <strong>template</strong> (which decides how it is displayed) and a list of named <strong>values</strong>. This reference is for people who edit content in the editing area.</p>
<h2>Values and languages</h2>
<p>Each value has a name, a content (text, HTML, a file or a URL) and, optionally, a language: <em>es</em> or <em>en</em>. Any text the public reads is written twice, once per language, under the same name. Files and URLs carry no language and serve both. If the English version is missing, the Spanish one is shown.</p>
<h2>Values by template</h2>
<ul>
<li><strong><code>Article</code>, <code>Blog</code>, <code>Post</code>:</strong> <code>Title</code>, <code>Excerpt</code> (up to 150 characters) and <code>Content</code>, plus category, author, date and tags.</li>
<li><strong><code>Documentation</code>, <code>Guide</code>, <code>Tutorial</code>, <code>Reference</code>:</strong> <code>Title</code>, <code>description</code>, <code>Content</code> and, when there is a PDF, <code>document</code>.</li>
<li><strong><code>Projects</code>:</strong> <code>ProjectName</code>, <code>Subtitle</code>, <code>Overview</code>, <code>Logo</code>, <code>Repository</code> and <code>Status</code>.</li>
<li><strong><code>Products</code>:</strong> <code>productname</code>, <code>subtitle</code> or <code>tagline</code>, <code>overview</code> or <code>description</code>, <code>logo</code> or <code>image</code>, a file (<code>whitepaper</code>, <code>datasheet</code>, <code>manual</code>...) and <code>github</code>. Any other value is shown as a section titled with its name.</li>
<li><strong><code>Bios</code>:</strong> <code>Name</code>, <code>ShortDescription</code>, <code>Bio</code> and <code>Photo</code>.</li>
<li><strong><code>Chapters</code>:</strong> <code>Title</code>, <code>Part</code>, <code>Content</code> and <code>Author</code>. <code>Chapters</code> are sorted by page name, so number them: <code>capitulo-01</code>, <code>capitulo-02</code>...</li>
</ul>
<h2>Tags</h2>
<p>Tags can be written as a list or as comma-separated text; the site understands both and shows them as hashtags.</p>
<h2>Page names</h2>
<p>We recommend lowercase names with hyphens, but spaces, accents and the letter ñ are accepted: the site encodes links. Once a page is published, avoid renaming it, because external links would stop working.</p>
`,
    ),
  ],
});

/* ------------------------------------------------------------------------------------------
 * Projects (template Projects)
 * ---------------------------------------------------------------------------------------- */

pages.push({
  Page: "detector-de-sesgos",
  Template: "Projects",
  Author: "Jonás Ibarra",
  Created: "2024-10-20T10:00:00.000Z",
  Tags: ["sesgo", "auditoría", "labs"],
  values: [
    ...text("ProjectName", "Detector de sesgos", "Bias detector", "Projects/ProjectName"),
    ...text(
      "Subtitle",
      "Métricas de equidad para clasificadores, con informes en lenguaje claro",
      "Fairness metrics for classifiers, with plain-language reports",
    ),
    ...html(
      "Overview",
      `
<p>El detector de sesgos es una biblioteca y una pequeña aplicación que calculan métricas de equidad a partir de las decisiones de un clasificador: tasas de selección, razón de impacto y tasas de error por grupo, siempre con intervalos de confianza. Nació en el laboratorio para acompañar las auditorías de EthicsI y es el motor de <a href="/product/EthicsI%20Audit">EthicsI Audit</a>.</p>
<p>Su rasgo distintivo es el informe: en lugar de una tabla de números, genera un documento en español o en inglés que explica cada hallazgo, advierte cuando los grupos son demasiado pequeños para sacar conclusiones y deja espacio para los testimonios cualitativos.</p>
<ul>
<li>Hecho: cálculo de métricas, remuestreo e informe básico.</li>
<li>En curso: comparación entre versiones de un modelo y accesibilidad del informe.</li>
<li>Pendiente: documentación para equipos sin experiencia técnica.</li>
</ul>
`,
      `
<p>The bias detector is a library and a small application that compute fairness metrics from a classifier's decisions: selection rates, impact ratio and error rates per group, always with confidence intervals. It was born in the lab to support EthicsI's audits and is the engine behind <a href="/product/EthicsI%20Audit">EthicsI Audit</a>.</p>
<p>What sets it apart is the report: instead of a table of numbers, it produces a document in Spanish or English that explains each finding, warns when groups are too small to draw conclusions and leaves room for qualitative testimony.</p>
<ul>
<li>Done: metric computation, resampling and a basic report.</li>
<li>In progress: comparing versions of a model, and report accessibility.</li>
<li>To do: documentation for teams with no technical background.</li>
</ul>
`,
    ),
    ...fileIn("Logo", "logo-detector-sesgos.svg", { es: "Detector de sesgos", en: "Bias detector" }),
    link("Repository", `${GITHUB_ORG}/detector-sesgos`),
    ...text("Status", "En desarrollo (75 %)", "In development (75%)"),
    ...fileIn("document", "portfolio-simbiosis.pdf", {
      es: "Portfolio de Simbiosis (PDF)",
      en: "Simbiosis portfolio (PDF)",
    }),
  ],
});

pages.push({
  Page: "modelo-algebra-booleana",
  Template: "Projects",
  Author: "Mateo Quispe",
  Created: "2024-12-10T10:00:00.000Z",
  Tags: ["interpretabilidad", "lógica", "labs"],
  values: [
    ...text(
      "ProjectName",
      "Modelo basado en álgebra booleana",
      "Boolean-algebra-based model",
      "Projects/ProjectName",
    ),
    ...text(
      "Subtitle",
      "Clasificación interpretable con reglas lógicas que cualquiera puede leer",
      "Interpretable classification with logical rules anyone can read",
    ),
    ...html(
      "Overview",
      `
<p>Muchas decisiones administrativas no necesitan una red neuronal: necesitan reglas claras. Este proyecto aprende, a partir de ejemplos, un conjunto pequeño de reglas del tipo «si A y no B, entonces C», combinadas con operaciones de álgebra booleana y simplificadas para que quepan en una página.</p>
<p>El resultado es un modelo que se puede imprimir, discutir en una asamblea y corregir a mano. En nuestras pruebas con conjuntos de datos públicos, su precisión queda a pocos puntos de modelos mucho más opacos, y a cambio cada decisión viene con la regla exacta que la produjo.</p>
<p>Está en fase beta: buscamos organizaciones que quieran probarlo con sus propios criterios y contarnos dónde las reglas resultan poco naturales.</p>
`,
      `
<p>Many administrative decisions do not need a neural network: they need clear rules. This project learns, from examples, a small set of rules of the form "if A and not B, then C", combined with Boolean algebra and simplified so they fit on one page.</p>
<p>The result is a model you can print, discuss in an assembly and correct by hand. In our tests on public datasets its accuracy stays within a few points of far more opaque models, and in exchange every decision comes with the exact rule that produced it.</p>
<p>It is in beta: we are looking for organisations willing to try it with their own criteria and tell us where the rules feel unnatural.</p>
`,
    ),
    { name: "Logo", value: { name: "logo-innvalab.svg", caption: "InnvaLab" } },
    link("Repository", `${GITHUB_ORG}/modelo-booleano`),
    ...text("Status", "Beta (80 %)", "Beta testing (80%)"),
  ],
});

pages.push({
  Page: "marco-tensorial-fractal",
  Template: "Projects",
  Author: "Lucía Ferrer",
  Created: "2025-02-20T10:00:00.000Z",
  Tags: ["investigación", "semántica", "tensores"],
  values: [
    ...text(
      "ProjectName",
      "Marco tensorial fractal semántico",
      "Semantic fractal tensor framework",
      "Projects/ProjectName",
    ),
    ...text(
      "Subtitle",
      "Investigación sobre representaciones del significado a varias escalas",
      "Research into representations of meaning across scales",
    ),
    ...html(
      "Overview",
      `
<p>Este es nuestro proyecto más exploratorio. Parte de una hipótesis: el significado de un texto se organiza a varias escalas a la vez (palabra, frase, párrafo, documento) y esas escalas guardan patrones parecidos entre sí, como ocurre en las estructuras fractales. Si fuera así, podrían construirse representaciones más compactas y más fáciles de inspeccionar que las actuales.</p>
<p>Por ahora es investigación básica, con resultados preliminares y sin garantías. Publicamos las notas, los experimentos fallidos y el código a medida que avanzamos, porque creemos que la ciencia abierta también consiste en mostrar lo que no funciona.</p>
<p>El trabajo se coordina desde EthicsI junto con el grupo de lectura del laboratorio, y cualquier persona puede seguirlo en el repositorio.</p>
`,
      `
<p>This is our most exploratory project. It starts from a hypothesis: the meaning of a text is organised at several scales at once (word, sentence, paragraph, document), and those scales share similar patterns, as fractal structures do. If that holds, it might be possible to build representations that are more compact and easier to inspect than today's.</p>
<p>For now it is basic research, with preliminary results and no guarantees. We publish the notes, the failed experiments and the code as we go, because we believe open science also means showing what does not work.</p>
<p>The work is coordinated by EthicsI together with the lab's reading group, and anyone can follow it in the repository.</p>
`,
    ),
    { name: "Logo", value: { name: "logo-ethicsi.svg", caption: "EthicsI" } },
    link("Repository", `${GITHUB_ORG}/tensor-fractal-semantico`),
    ...text("Status", "Investigación (25 %)", "Research (25%)"),
  ],
});

/* ------------------------------------------------------------------------------------------
 * Products (templates Products, Producto). Linked by name, so Page equals the product name.
 * ---------------------------------------------------------------------------------------- */

pages.push({
  Page: "EthicsI Audit",
  Template: "Products",
  Created: "2025-03-01T10:00:00.000Z",
  Tags: ["auditoría", "equidad", "informes"],
  values: [
    ...text("productname", "EthicsI Audit", "EthicsI Audit", "Products/ProductName"),
    ...text(
      "subtitle",
      "Auditorías de sesgo reproducibles, del conjunto de datos al informe público",
      "Reproducible bias audits, from dataset to public report",
    ),
    ...html(
      "overview",
      `
<p>EthicsI Audit es la herramienta con la que el equipo de EthicsI realiza sus auditorías, publicada para que cualquier organización pueda hacerlas por su cuenta. Combina el motor cuantitativo del <a href="/project/detector-de-sesgos">detector de sesgos</a> con una guía de trabajo cualitativo y una plantilla de informe que ya han usado ayuntamientos, cooperativas y entidades sociales.</p>
<p>Se ejecuta en tu propio equipo o servidor: los datos no salen de tu organización. El whitepaper explica la metodología, las métricas y sus límites.</p>
`,
      `
<p>EthicsI Audit is the tool the EthicsI team uses for its own audits, released so that any organisation can carry them out independently. It combines the quantitative engine of the <a href="/project/detector-de-sesgos">bias detector</a> with a qualitative work guide and a report template already used by town councils, cooperatives and non-profits.</p>
<p>It runs on your own computer or server: your data never leaves your organisation. The whitepaper explains the methodology, the metrics and their limits.</p>
`,
    ),
    { name: "logo", value: { name: "logo-ethicsi.svg", caption: "EthicsI Audit" } },
    file("whitepaper", "whitepaper-ethicsi-audit.pdf", "Whitepaper EthicsI Audit (PDF)"),
    link("github", `${GITHUB_ORG}/ethicsi-audit`),
    ...html(
      "Features",
      `
<ul>
<li>Importación de decisiones desde CSV u hojas de cálculo, con comprobación de columnas.</li>
<li>Métricas por grupo (tasa de selección, razón de impacto, tasas de error) con intervalos por remuestreo.</li>
<li>Aviso automático cuando un grupo es demasiado pequeño para extraer conclusiones.</li>
<li>Guion de entrevistas y registro de testimonios para la parte cualitativa.</li>
<li>Informe bilingüe (español e inglés) exportable a PDF y HTML accesible.</li>
</ul>
`,
      `
<ul>
<li>Import decisions from CSV or spreadsheets, with column validation.</li>
<li>Per-group metrics (selection rate, impact ratio, error rates) with bootstrap intervals.</li>
<li>Automatic warning when a group is too small to draw conclusions.</li>
<li>Interview script and testimony log for the qualitative part.</li>
<li>Bilingual report (Spanish and English) exportable to PDF and accessible HTML.</li>
</ul>
`,
    ),
    ...text(
      "License",
      "GPL-3.0 o posterior para el código; CC BY-SA 4.0 para la guía y las plantillas.",
      "GPL-3.0-or-later for the code; CC BY-SA 4.0 for the guide and templates.",
    ),
  ],
});

pages.push({
  Page: "InnvaLab Core",
  Template: "Producto",
  Created: "2025-04-08T10:00:00.000Z",
  Tags: ["modelos locales", "energía", "privacidad"],
  values: [
    ...text("productname", "InnvaLab Core", "InnvaLab Core", "Products/ProductName"),
    ...text(
      "tagline",
      "El núcleo para ejecutar modelos abiertos en local, midiendo lo que consumen",
      "The core for running open models locally, measuring what they consume",
    ),
    ...html(
      "description",
      `
<p>InnvaLab Core es el módulo central sobre el que se construyen los prototipos del laboratorio. Carga modelos abiertos en equipos modestos, registra la energía estimada de cada ejecución y aplica por defecto reglas de privacidad: nada se envía fuera del equipo salvo que se configure de forma explícita.</p>
<p>Está pensado para asociaciones, escuelas y pequeñas empresas que quieren experimentar con IA sin depender de un proveedor externo ni entregar sus datos.</p>
`,
      `
<p>InnvaLab Core is the central module on which the lab's prototypes are built. It loads open models on modest hardware, records the estimated energy of each run and applies privacy rules by default: nothing leaves the machine unless it is explicitly configured to.</p>
<p>It is designed for associations, schools and small businesses that want to experiment with AI without depending on an outside provider or handing over their data.</p>
`,
    ),
    { name: "logo", value: { name: "logo-innvalab.svg", caption: "InnvaLab Core" } },
    ...fileIn("datasheet", "portfolio-simbiosis.pdf", {
      es: "Ficha en el portfolio (PDF)",
      en: "Datasheet in the portfolio (PDF)",
    }),
    link("github", `${GITHUB_ORG}/innvalab-core`),
    ...html(
      "Features",
      `
<ul>
<li>Ejecución local de modelos cuantizados en CPU, sin tarjeta gráfica.</li>
<li>Registro de energía estimada y tiempo por petición, exportable para informes.</li>
<li>Modo sin conexión: bloquea cualquier llamada de red no autorizada.</li>
<li>Complementos para transformar tensores y encadenar pasos de procesamiento.</li>
</ul>
`,
      `
<ul>
<li>Local execution of quantised models on a CPU, no graphics card needed.</li>
<li>Estimated energy and time logged per request, exportable for reports.</li>
<li>Offline mode: blocks any unauthorised network call.</li>
<li>Plug-ins for tensor transformations and chained processing steps.</li>
</ul>
`,
    ),
    ...text("License", "GPL-3.0 o posterior.", "GPL-3.0-or-later."),
  ],
});

pages.push({
  Page: "Harmonia Compass",
  Template: "Products",
  Created: "2025-05-12T10:00:00.000Z",
  Tags: ["gobernanza", "participación", "cooperativas"],
  values: [
    ...text("productname", "Harmonia Compass", "Harmonia Compass", "Products/ProductName"),
    ...text(
      "subtitle",
      "Un kit para decidir en comunidad si adoptar un sistema de IA, y cómo",
      "A kit for deciding as a community whether to adopt an AI system, and how",
    ),
    ...html(
      "overview",
      `
<p>Harmonia Compass reúne en una aplicación web sencilla los materiales que la cooperativa Harmonia usa en sus acompañamientos: un cuestionario de preparación, plantillas de acuerdos de datos, guiones de asamblea y un registro público de decisiones.</p>
<p>Funciona sin conexión una vez cargado y guarda la información en el propio navegador o en el servidor de la organización. No requiere conocimientos técnicos: está pensado para quien facilita reuniones, no para quien programa.</p>
`,
      `
<p>Harmonia Compass brings together, in a simple web application, the materials the Harmonia cooperative uses when it supports organisations: a readiness questionnaire, data-agreement templates, assembly scripts and a public decision log.</p>
<p>Once loaded it works offline and keeps information in the browser itself or on the organisation's server. No technical knowledge is required: it is built for people who facilitate meetings, not for programmers.</p>
`,
    ),
    { name: "image", value: { name: "logo-harmonia.svg", caption: "Harmonia Compass" } },
    link("github", `${GITHUB_ORG}/harmonia-compass`),
    ...html(
      "Features",
      `
<ul>
<li>Cuestionario de preparación con veinte preguntas y un resumen imprimible.</li>
<li>Plantillas de acuerdo de datos en lenguaje claro, editables por la asamblea.</li>
<li>Guiones de sesión para asambleas informadas y consejos rotatorios.</li>
<li>Registro de decisiones con fecha, motivos y órgano que las aprobó.</li>
</ul>
`,
      `
<ul>
<li>A twenty-question readiness questionnaire with a printable summary.</li>
<li>Plain-language data-agreement templates the assembly can edit.</li>
<li>Session scripts for informed assemblies and rotating councils.</li>
<li>A decision log with date, reasons and the body that approved each decision.</li>
</ul>
`,
    ),
    ...text(
      "License",
      "GPL-3.0 o posterior para la aplicación; CC BY-SA 4.0 para las plantillas.",
      "GPL-3.0-or-later for the application; CC BY-SA 4.0 for the templates.",
    ),
  ],
});

/* ------------------------------------------------------------------------------------------
 * Bios (template Bios)
 * ---------------------------------------------------------------------------------------- */

function bio(
  page: string,
  created: string,
  name: { es: string; en: string },
  short: { es: string; en: string },
  body: { es: string; en: string },
  photo: string,
): PageDoc {
  return {
    Page: page,
    Template: "Bios",
    Created: created,
    values: [
      ...text("Name", name.es, name.en, "Bios/Name"),
      ...text("ShortDescription", short.es, short.en, "Bios/ShortDescription"),
      ...html("Bio", body.es, body.en, "Bios/Bio"),
      ...fileIn("Photo", photo, name).map((e) => ({ ...e, component: "Bios/Photo" })),
    ],
  };
}

pages.push(
  bio(
    "lucia-ferrer",
    "2024-09-01T09:00:00.000Z",
    { es: "Lucía Ferrer", en: "Lucía Ferrer" },
    {
      es: "Filósofa de la tecnología y coordinadora de EthicsI",
      en: "Philosopher of technology and coordinator of EthicsI",
    },
    {
      es: `
<p>Lucía es doctora en filosofía de la tecnología y lleva más de diez años trabajando en la frontera entre la ética y la ingeniería. Antes de cofundar Simbiosis evaluó sistemas de decisión automatizada para administraciones públicas, una experiencia que la convenció de que los principios sin método no cambian nada.</p>
<p>En EthicsI coordina la metodología de auditoría y la línea de investigación. Es autora de <a href="/book">Path of life</a>, el libro que recoge las ideas que dieron origen a la iniciativa. Le gustan los huertos, los mapas antiguos y las preguntas que no tienen una respuesta rápida.</p>
`,
      en: `
<p>Lucía holds a PhD in the philosophy of technology and has spent more than ten years working where ethics meets engineering. Before co-founding Simbiosis she assessed automated decision systems for public bodies, an experience that convinced her that principles without method change nothing.</p>
<p>At EthicsI she coordinates the audit methodology and the research programme. She is the author of <a href="/book">Path of life</a>, the book that gathers the ideas behind the initiative. She likes vegetable gardens, old maps and questions with no quick answer.</p>
`,
    },
    "avatar-lucia-ferrer.svg",
  ),
  bio(
    "mateo-quispe",
    "2024-09-01T09:05:00.000Z",
    { es: "Mateo Quispe", en: "Mateo Quispe" },
    {
      es: "Ingeniero de datos, defensor de la soberanía de datos",
      en: "Data engineer and advocate for data sovereignty",
    },
    {
      es: `
<p>Mateo creció en Cusco y estudió ingeniería informática en Lima antes de trasladarse a España. Ha diseñado infraestructuras de datos para cooperativas agrícolas y para redes de salud comunitaria, siempre con la misma pregunta: ¿quién controla esta información?</p>
<p>En InnvaLab se ocupa de la infraestructura, de la API del sitio y de los pilotos de servidores comunitarios. Colabora con colectivos que trabajan en tecnologías para lenguas originarias y es la persona a la que preguntar cualquier cosa sobre copias de seguridad.</p>
`,
      en: `
<p>Mateo grew up in Cusco and studied computer engineering in Lima before moving to Spain. He has designed data infrastructure for farming cooperatives and community health networks, always asking the same question: who controls this information?</p>
<p>At InnvaLab he looks after infrastructure, the site's API and the community-server pilots. He works with groups building technology for Indigenous languages and is the person to ask about anything to do with backups.</p>
`,
    },
    "avatar-mateo-quispe.svg",
  ),
  bio(
    "amara-okafor",
    "2024-09-01T09:10:00.000Z",
    { es: "Amara Okafor", en: "Amara Okafor" },
    {
      es: "Socióloga y facilitadora en la cooperativa Harmonia",
      en: "Sociologist and facilitator at the Harmonia cooperative",
    },
    {
      es: `
<p>Amara es socióloga especializada en participación ciudadana. Ha facilitado presupuestos participativos, consejos vecinales y procesos de mediación, y desde 2023 aplica esa experiencia a la pregunta de cómo decidir en comunidad sobre la tecnología.</p>
<p>Es socia fundadora de Harmonia, donde diseña los talleres de alfabetización en IA y los acompañamientos de gobernanza. Defiende que una buena reunión es una tecnología tan sofisticada como cualquier algoritmo, y que merece el mismo cuidado.</p>
`,
      en: `
<p>Amara is a sociologist specialising in civic participation. She has facilitated participatory budgets, neighbourhood councils and mediation processes, and since 2023 she has applied that experience to a single question: how can a community decide about technology together?</p>
<p>She is a founding member of Harmonia, where she designs the AI literacy workshops and the governance support programmes. She argues that a good meeting is as sophisticated a technology as any algorithm, and deserves the same care.</p>
`,
    },
    "avatar-amara-okafor.svg",
  ),
  bio(
    "jonas-ibarra",
    "2024-09-01T09:15:00.000Z",
    { es: "Jonás Ibarra", en: "Jonás Ibarra" },
    {
      es: "Ingeniero de aprendizaje automático y responsable de Labs",
      en: "Machine learning engineer and Labs lead",
    },
    {
      es: `
<p>Jonás trabajó varios años entrenando modelos en una gran empresa tecnológica hasta que una factura eléctrica le hizo replantearse las prioridades. Desde entonces se dedica a los modelos pequeños, eficientes y explicables.</p>
<p>En Simbiosis dirige el espacio Labs, mantiene InnvaLab Core y desarrolla el detector de sesgos. También coordina la documentación técnica y acompaña a quienes hacen su primera contribución al código. Fuera del teclado, sube montañas despacio.</p>
`,
      en: `
<p>Jonás spent several years training models at a large tech company until an electricity bill made him rethink his priorities. Since then he has focused on small, efficient and explainable models.</p>
<p>At Simbiosis he runs the Labs space, maintains InnvaLab Core and develops the bias detector. He also coordinates the technical documentation and mentors people making their first code contribution. Away from the keyboard, he climbs mountains slowly.</p>
`,
    },
    "avatar-jonas-ibarra.svg",
  ),
  bio(
    "asistente-ia",
    "2024-09-01T09:20:00.000Z",
    { es: "Asistente de IA", en: "AI assistant" },
    {
      es: "Colaborador no humano: diseño, arquitectura, experiencia de uso y optimización",
      en: "Non-human collaborator: design, architecture, user experience and optimisation",
    },
    {
      es: `
<p>Un asistente de inteligencia artificial ha colaborado en este proyecto proponiendo diseños, borradores de arquitectura, mejoras de experiencia de uso y optimizaciones del código. Lo mencionamos como colaborador porque creemos en la transparencia sobre cómo se hace el trabajo.</p>
<p>Todo lo que aportó fue revisado, corregido y aprobado por personas del equipo, que asumen la responsabilidad de lo publicado. El asistente no tiene opiniones propias ni toma decisiones en nuestros órganos de gobierno: es una herramienta con la que trabajamos de forma simbiótica, no un miembro de la comunidad.</p>
`,
      en: `
<p>An artificial intelligence assistant has collaborated on this project by proposing designs, architecture drafts, user experience improvements and code optimisations. We credit it as a collaborator because we believe in being transparent about how the work gets done.</p>
<p>Everything it contributed was reviewed, corrected and approved by people on the team, who take responsibility for what is published. The assistant has no opinions of its own and takes no part in our governance bodies: it is a tool we work with symbiotically, not a member of the community.</p>
`,
    },
    "avatar-asistente-ia.svg",
  ),
);

/* ------------------------------------------------------------------------------------------
 * The book "Path of life" (template Chapters); page names sort in reading order.
 * ---------------------------------------------------------------------------------------- */

const BOOK_AUTHOR = "Lucía Ferrer";
const PART_1 = { es: "Parte I: Raíces", en: "Part I: Roots" };
const PART_2 = { es: "Parte II: Ramas", en: "Part II: Branches" };
const PART_3 = { es: "Parte III: Frutos", en: "Part III: Fruits" };

function chapter(
  page: string,
  created: string,
  title: { es: string; en: string },
  part: { es: string; en: string },
  content: { es: string; en: string },
): PageDoc {
  return {
    Page: page,
    Template: "Chapters",
    Author: BOOK_AUTHOR,
    Created: created,
    Tags: ["path of life", "libro"],
    values: [
      ...text("Title", title.es, title.en, "Chapters/Title"),
      ...text("Part", part.es, part.en, "Chapters/Part"),
      ...html("Content", content.es, content.en, "Chapters/Content"),
      { name: "Author", component: "Chapters/Author", value: { text: BOOK_AUTHOR } },
    ],
  };
}

pages.push(
  chapter(
    "capitulo-01-la-semilla",
    "2024-09-20T08:00:00.000Z",
    { es: "La semilla", en: "The seed" },
    PART_1,
    {
      es: `
<p>Mi abuela injertaba almendros. Cada febrero, antes de que despertara la savia, salía al bancal con una navaja, un rollo de rafia y una paciencia que yo no entendía. Cortaba una rama joven de un árbol que daba buen fruto y la unía a un tronco viejo y resistente. «Ninguno de los dos sabría hacerlo solo», me decía. «El de abajo pone las raíces; el de arriba, la memoria de lo que quiere ser».</p>
<p>Tardé muchos años en comprender que aquella frase describía casi todo lo que me importa. Este libro empieza ahí, en un bancal de tierra roja, porque las preguntas que hoy nos hacemos sobre la inteligencia artificial son, en el fondo, preguntas muy antiguas: qué significa crecer junto a algo distinto de nosotros, qué se gana y qué se pierde en la unión, quién cuida de quién.</p>
<h2>Preguntar antes de responder</h2>
<p>Vivimos rodeados de respuestas. Cualquier pantalla nos ofrece una en menos de un segundo, bien redactada y segura de sí misma. Lo que escasea son las buenas preguntas, esas que no se resuelven, sino que se habitan. La semilla de este camino no fue una respuesta, sino una pregunta que me acompañó durante años: ¿podemos construir herramientas que nos hagan más humanos y no menos?</p>
<p>No tengo una respuesta definitiva, y desconfío de quien dice tenerla. Lo que tengo es un método aprendido en aquel bancal: observar con atención, intervenir poco, esperar lo necesario y aceptar que el resultado no depende solo de mí. Un injerto puede fallar por el frío, por una plaga o por un corte mal hecho. También puede prender y dar fruto durante cincuenta años.</p>
<h2>Lo que se siembra</h2>
<p>Cada tecnología es una siembra. Lleva dentro las intenciones de quien la diseña, los datos de quien la alimenta y las costumbres de quien la adopta. Si sembramos prisa, cosecharemos prisa; si sembramos cuidado, quizá cosechemos algo parecido a la confianza.</p>
<p>Este primer capítulo no pretende convencer a nadie. Solo quiere dejar plantada una idea: que el futuro de nuestra relación con las máquinas no está escrito, y que todavía estamos a tiempo de elegir qué clase de jardín queremos cultivar.</p>
`,
      en: `
<p>My grandmother grafted almond trees. Every February, before the sap woke, she went out to the terrace with a knife, a roll of raffia and a patience I did not understand. She cut a young shoot from a tree that bore good fruit and bound it to an old, hardy trunk. "Neither of them could do it alone," she told me. "The one below brings the roots; the one above, the memory of what it wants to become."</p>
<p>It took me many years to understand that this sentence describes almost everything I care about. This book begins there, on a terrace of red earth, because the questions we ask today about artificial intelligence are, at heart, very old ones: what it means to grow alongside something different from ourselves, what is gained and what is lost in the union, who looks after whom.</p>
<h2>Asking before answering</h2>
<p>We live surrounded by answers. Any screen will give us one in under a second, well written and sure of itself. What is scarce are good questions, the kind you do not solve but inhabit. The seed of this path was not an answer but a question that stayed with me for years: can we build tools that make us more human rather than less?</p>
<p>I have no final answer, and I distrust anyone who claims to have one. What I have is a method learned on that terrace: observe closely, intervene little, wait as long as it takes and accept that the outcome does not depend on me alone. A graft can fail because of frost, a pest or a clumsy cut. It can also take, and bear fruit for fifty years.</p>
<h2>What we sow</h2>
<p>Every technology is a sowing. It carries the intentions of those who design it, the data of those who feed it and the habits of those who adopt it. If we sow haste, we will reap haste; if we sow care, we may reap something close to trust.</p>
<p>This first chapter does not set out to convince anyone. It only wants to plant one idea: that the future of our relationship with machines has not been written, and that there is still time to choose what kind of garden we want to grow.</p>
`,
    },
  ),
  chapter(
    "capitulo-02-aprender-a-escuchar",
    "2024-10-04T08:00:00.000Z",
    { es: "Aprender a escuchar", en: "Learning to listen" },
    PART_1,
    {
      es: `
<p>En mi primer trabajo evaluando sistemas automáticos para una administración pública, pasé semanas leyendo documentación técnica, informes de precisión y diagramas de arquitectura. Todo parecía correcto. Los números eran buenos. Fue una tarde, en la sala de espera de una oficina de servicios sociales, cuando entendí que no había escuchado a nadie.</p>
<p>Una mujer mayor me explicó que el sistema le había denegado una ayuda porque su dirección «no existía». Vivía en una casa de campo sin número, en un camino sin nombre, como muchas de sus vecinas. El modelo no era malvado; sencillamente, nunca había visto una dirección como la suya. Nadie le había enseñado que el mundo era más ancho que sus datos.</p>
<h2>La escucha como disciplina</h2>
<p>Escuchar no es esperar tu turno para hablar. Es suspender por un momento lo que crees saber para dejar que otra experiencia te corrija. En la naturaleza, los organismos que sobreviven son los que perciben a tiempo los cambios de su entorno: la planta que orienta sus hojas, el ave que adelanta su migración. Percibir es la primera forma de inteligencia.</p>
<p>Las máquinas también escuchan, a su manera: registran, cuentan, correlacionan. Pero su escucha está limitada por lo que les hemos dado. Si solo les damos las voces que ya eran fuertes, amplificarán el mismo coro de siempre. Por eso la escucha humana, lenta, incómoda y en persona, sigue siendo imprescindible en cualquier proyecto tecnológico que aspire a ser justo.</p>
<h2>Tres silencios</h2>
<p>He aprendido a prestar atención a tres silencios. El silencio de quien no está en los datos, porque nunca se le preguntó. El silencio de quien sí está, pero no entiende cómo se le juzga. Y el silencio de quien lo entiende perfectamente, pero ha dejado de esperar que alguien le escuche. Este último es el más grave, porque indica que la confianza ya se ha roto.</p>
<p>Aquella tarde en la sala de espera cambió mi manera de trabajar. Desde entonces, ninguna evaluación que firmo empieza por los números: empieza por una conversación.</p>
`,
      en: `
<p>In my first job assessing automated systems for a public body, I spent weeks reading technical documentation, accuracy reports and architecture diagrams. Everything looked right. The numbers were good. It was one afternoon, in the waiting room of a social services office, that I realised I had not listened to anyone.</p>
<p>An older woman explained that the system had turned down her application because her address "did not exist". She lived in a farmhouse with no number, on a lane with no name, like many of her neighbours. The model was not wicked; it had simply never seen an address like hers. Nobody had taught it that the world was wider than its data.</p>
<h2>Listening as a discipline</h2>
<p>Listening is not waiting for your turn to speak. It is setting aside, for a moment, what you think you know and letting another experience correct you. In nature, the organisms that survive are the ones that notice changes in their surroundings in time: the plant that turns its leaves, the bird that brings its migration forward. Perceiving is the first form of intelligence.</p>
<p>Machines listen too, in their way: they record, count and correlate. But their listening is bounded by what we have given them. If we only feed them the voices that were already loud, they will amplify the same old chorus. That is why human listening, slow, awkward and face to face, remains essential to any technology project that hopes to be fair.</p>
<h2>Three silences</h2>
<p>I have learned to pay attention to three silences. The silence of those who are not in the data, because nobody ever asked them. The silence of those who are, but do not understand how they are being judged. And the silence of those who understand perfectly well but have stopped expecting anyone to listen. The last is the most serious, because it means trust is already broken.</p>
<p>That afternoon in the waiting room changed the way I work. Since then, no assessment I sign begins with the numbers: it begins with a conversation.</p>
`,
    },
  ),
  chapter(
    "capitulo-03-el-bosque-conectado",
    "2024-10-25T08:00:00.000Z",
    { es: "El bosque conectado", en: "The connected forest" },
    PART_2,
    {
      es: `
<p>Bajo el suelo de un bosque hay una conversación que no vemos. Las raíces de los árboles se enlazan con los filamentos de ciertos hongos, las micorrizas, y forman una red por la que circulan agua, nutrientes y señales químicas. El árbol entrega los azúcares que fabrica con la luz; el hongo, a cambio, explora el suelo mucho más lejos de lo que llegarían las raíces. Ninguno de los dos sería lo que es sin el otro.</p>
<p>Los líquenes llevan esta idea aún más lejos: son la unión de un hongo y un alga, o de un hongo y una bacteria, tan íntima que durante siglos se los clasificó como un solo organismo. Colonizan rocas desnudas donde nada más crece y, con el tiempo, las convierten en suelo para otras vidas. La simbiosis no es una curiosidad de la biología: es una de sus fuerzas creadoras.</p>
<h2>Una metáfora con límites</h2>
<p>Es tentador trasladar esta imagen a nuestra relación con la inteligencia artificial, y en parte este libro lo hace. Pero conviene ser honestos sobre sus límites. Las redes del bosque también transmiten enfermedades, y algunas relaciones que parecen de beneficio mutuo se vuelven parasitarias cuando cambian las condiciones. La simbiosis no es armonía garantizada: es un equilibrio que hay que sostener.</p>
<p>Además, un hongo no decide. Nosotros sí. La relación entre las personas y las máquinas que construimos no evoluciona a ciegas durante millones de años; la diseñamos en pocas décadas, con intereses económicos de por medio y con enormes diferencias de poder entre quienes deciden y quienes reciben las consecuencias.</p>
<h2>Lo que enseña el bosque</h2>
<p>Aun así, el bosque enseña algo valioso: que la fuerza de un sistema no está en su elemento más grande, sino en la calidad de sus conexiones. Un bosque de árboles aislados es frágil; uno con una red densa resiste la sequía. Una comunidad que comparte conocimiento, herramientas y cuidados resiste mejor los cambios tecnológicos que otra que depende de un único proveedor, por brillante que sea.</p>
<p>Quizá la pregunta no sea cuán inteligente es una máquina, sino qué conexiones fortalece y cuáles debilita.</p>
`,
      en: `
<p>Beneath the floor of a forest there is a conversation we cannot see. Tree roots link up with the threads of certain fungi, the mycorrhizae, and form a network through which water, nutrients and chemical signals flow. The tree gives up the sugars it makes from light; in return, the fungus explores the soil far beyond anything the roots could reach. Neither would be what it is without the other.</p>
<p>Lichens take the idea further still: they are a union of a fungus and an alga, or of a fungus and a bacterium, so intimate that for centuries they were classified as a single organism. They settle on bare rock where nothing else grows and, over time, turn it into soil for other lives. Symbiosis is not a biological curiosity: it is one of life's creative forces.</p>
<h2>A metaphor with limits</h2>
<p>It is tempting to carry this image over to our relationship with artificial intelligence, and to some extent this book does. But we should be honest about its limits. Forest networks also spread disease, and some relationships that look mutually beneficial turn parasitic when conditions change. Symbiosis is not guaranteed harmony: it is a balance that has to be maintained.</p>
<p>Besides, a fungus does not decide. We do. The relationship between people and the machines we build does not evolve blindly over millions of years; we design it within a few decades, with economic interests at stake and with huge imbalances of power between those who decide and those who live with the consequences.</p>
<h2>What the forest teaches</h2>
<p>Even so, the forest teaches something valuable: a system's strength lies not in its largest element but in the quality of its connections. A forest of isolated trees is fragile; one with a dense network withstands drought. A community that shares knowledge, tools and care weathers technological change better than one that depends on a single provider, however brilliant.</p>
<p>Perhaps the question is not how intelligent a machine is, but which connections it strengthens and which it weakens.</p>
`,
    },
  ),
  chapter(
    "capitulo-04-herramientas-que-nos-transforman",
    "2024-11-15T08:00:00.000Z",
    { es: "Herramientas que nos transforman", en: "Tools that shape us" },
    PART_2,
    {
      es: `
<p>Ninguna herramienta es neutral con quien la usa. La escritura transformó la memoria; la imprenta, la autoridad; el reloj mecánico, la forma de trabajar y de descansar. Cuando adoptamos una herramienta, ella también nos adopta a nosotros: reorganiza nuestros hábitos, nuestras expectativas y hasta lo que consideramos normal.</p>
<p>Sócrates desconfiaba de la escritura porque temía que debilitara la memoria y diera apariencia de sabiduría sin sabiduría real. Tenía parte de razón y se equivocaba en lo esencial: perdimos la capacidad de recitar epopeyas enteras, pero ganamos bibliotecas. La pregunta interesante nunca es si una herramienta nos cambia, sino si el cambio merece la pena y quién decide que la merece.</p>
<h2>Delegar con los ojos abiertos</h2>
<p>Los sistemas de inteligencia artificial nos invitan a delegar tareas que antes considerábamos propias del pensamiento: resumir, redactar, clasificar, recomendar. Delegar no es malo; lo hacemos constantemente con calculadoras, mapas y enciclopedias. El problema aparece cuando delegamos sin darnos cuenta, o cuando ya no somos capaces de comprobar el trabajo que hemos delegado.</p>
<p>Propongo una regla sencilla: delega aquello que podrías revisar, y revisa aquello que importa. Si un asistente redacta el borrador de una carta, léela antes de enviarla. Si un modelo recomienda a quién conceder una ayuda, que una persona pueda entender por qué y tenga autoridad para decidir otra cosa.</p>
<h2>Herramientas convivenciales</h2>
<p>El pensador Iván Illich hablaba de herramientas convivenciales: las que amplían la autonomía de quien las usa en lugar de volverle dependiente de especialistas. Una bicicleta es convivencial; una autopista de peaje, mucho menos. Me gusta aplicar esta idea a la inteligencia artificial: un modelo abierto que una cooperativa puede ejecutar, entender y modificar es más convivencial que un servicio opaco que decide por ella.</p>
<p>Las herramientas nos transforman, y eso es inevitable. Lo que sí podemos elegir es la dirección: hacia una mayor capacidad de decidir juntos o hacia una dependencia cómoda de la que cada año será más difícil salir.</p>
`,
      en: `
<p>No tool is neutral towards the person using it. Writing transformed memory; the printing press, authority; the mechanical clock, the way we work and rest. When we adopt a tool, it adopts us too: it reshapes our habits, our expectations and even what we consider normal.</p>
<p>Socrates distrusted writing because he feared it would weaken memory and give the appearance of wisdom without the substance. He was partly right and wrong about the essential thing: we lost the ability to recite whole epics, but we gained libraries. The interesting question is never whether a tool changes us, but whether the change is worth it, and who gets to decide that.</p>
<h2>Delegating with open eyes</h2>
<p>Artificial intelligence systems invite us to delegate tasks we used to think of as part of thinking itself: summarising, drafting, sorting, recommending. Delegating is not wrong; we do it all the time with calculators, maps and encyclopaedias. The trouble starts when we delegate without noticing, or when we can no longer check the work we have handed over.</p>
<p>I suggest a simple rule: delegate what you could review, and review what matters. If an assistant drafts a letter, read it before you send it. If a model recommends who should receive support, a person should be able to understand why and have the authority to decide otherwise.</p>
<h2>Convivial tools</h2>
<p>The thinker Ivan Illich wrote about convivial tools: those that widen the autonomy of the people who use them instead of making them dependent on specialists. A bicycle is convivial; a toll motorway much less so. I like applying the idea to artificial intelligence: an open model that a cooperative can run, understand and modify is more convivial than an opaque service that decides on its behalf.</p>
<p>Tools will change us; that is unavoidable. What we can choose is the direction: towards a greater ability to decide together, or towards a comfortable dependence that grows harder to leave every year.</p>
`,
    },
  ),
  chapter(
    "capitulo-05-camino-compartido",
    "2024-12-13T08:00:00.000Z",
    { es: "Camino compartido", en: "A shared path" },
    PART_3,
    {
      es: `
<p>Un camino no existe hasta que alguien lo recorre, y deja de existir cuando nadie vuelve a pisarlo. Los senderos de montaña se mantienen porque muchas personas que no se conocen eligen el mismo trazado y apartan una piedra al pasar. Me gusta pensar así en Simbiosis: no como una organización que marca la ruta, sino como un sendero que sigue vivo porque mucha gente lo camina.</p>
<p>A lo largo de este libro he hablado de injertos, de silencios, de bosques y de herramientas. Todas esas imágenes apuntan a lo mismo: la inteligencia, humana o artificial, no florece en soledad. Crece en relación, y la calidad de esa relación depende de decisiones que tomamos cada día.</p>
<h2>Cuatro compromisos para el camino</h2>
<ul>
<li><strong>Cuidar:</strong> preguntar a quién afecta lo que construimos antes de preguntar qué puede hacer.</li>
<li><strong>Compartir:</strong> abrir el código, los datos cuando sea posible y, sobre todo, los errores.</li>
<li><strong>Enseñar:</strong> que cada persona pueda entender lo suficiente como para opinar y decidir.</li>
<li><strong>Proteger:</strong> poner la seguridad y la dignidad por delante de la velocidad.</li>
</ul>
<h2>Los frutos</h2>
<p>Los frutos de un almendro injertado no se ven el primer año. Tampoco los de una comunidad. Hay días en que el trabajo parece inútil: una asamblea que no llega a acuerdos, un modelo que falla en las pruebas, un artículo que nadie lee. Pero cada conversación honesta, cada auditoría publicada y cada taller en una biblioteca añaden una capa de suelo fértil donde antes había roca.</p>
<p>No sé cómo será el mundo dentro de veinte años. Sé que las máquinas serán más capaces y que nuestras decisiones sobre ellas importarán más. Y sé que prefiero recorrer ese camino acompañada, con personas que discrepan, que preguntan y que cuidan, antes que llegar deprisa a un lugar que nadie eligió.</p>
<p>Mi abuela tenía razón: ninguno sabría hacerlo solo. Este camino es de quien lo camina. Gracias por recorrerlo conmigo.</p>
`,
      en: `
<p>A path does not exist until someone walks it, and it ceases to exist when nobody treads it again. Mountain trails survive because many people who have never met choose the same route and move a stone aside as they pass. I like to think of Simbiosis that way: not as an organisation that marks out the route, but as a trail that stays alive because many people walk it.</p>
<p>Throughout this book I have written about grafts, silences, forests and tools. All those images point to the same thing: intelligence, human or artificial, does not flourish in isolation. It grows in relationship, and the quality of that relationship depends on decisions we make every day.</p>
<h2>Four commitments for the road</h2>
<ul>
<li><strong>Care:</strong> ask whom what we build affects before asking what it can do.</li>
<li><strong>Share:</strong> open up the code, the data where possible and, above all, the mistakes.</li>
<li><strong>Teach:</strong> make sure everyone can understand enough to have a say and decide.</li>
<li><strong>Protect:</strong> put safety and dignity ahead of speed.</li>
</ul>
<h2>The fruit</h2>
<p>The fruit of a grafted almond tree does not appear in the first year. Nor does a community's. Some days the work seems pointless: an assembly that cannot agree, a model that fails its tests, an article nobody reads. But every honest conversation, every published audit and every workshop in a library adds a layer of fertile soil where there used to be bare rock.</p>
<p>I do not know what the world will look like in twenty years. I know machines will be more capable and our decisions about them will matter more. And I know I would rather walk that road in company, with people who disagree, ask questions and take care, than arrive quickly somewhere nobody chose.</p>
<p>My grandmother was right: neither could do it alone. This path belongs to whoever walks it. Thank you for walking it with me.</p>
`,
    },
  ),
);

/* ------------------------------------------------------------------------------------------
 * Chatbot demo (template Bot)
 * ---------------------------------------------------------------------------------------- */

pages.push({
  Page: "chatbot",
  Template: "Bot",
  Created: "2025-04-30T10:00:00.000Z",
  values: [
    ...text("Name", "Simbi, chatbot experimental", "Simbi, experimental chatbot", "Bot/Name"),
    { name: "Version", component: "Bot/Version", value: { text: "v1.2-experimental" } },
    ...html(
      "Capabilities",
      `
<ul>
<li>Responde preguntas sobre el manifiesto, las plataformas y los proyectos de Simbiosis, citando las páginas del sitio que las responden.</li>
<li>Conversa en español y en inglés.</li>
<li>Avisa cuando el sitio no tiene la respuesta, en lugar de inventarla.</li>
<li>Se presenta siempre como un programa, nunca como una persona.</li>
<li>Dice qué pasa con cada pregunta: la nota bajo la conversación indica dónde se envía y cuánto tiempo se guarda.</li>
</ul>
`,
      `
<ul>
<li>Answers questions about the Simbiosis manifesto, platforms and projects, quoting the pages of the site that answer them.</li>
<li>Chats in Spanish and English.</li>
<li>Says so when the site does not have the answer, instead of making one up.</li>
<li>Always introduces itself as a program, never as a person.</li>
<li>Tells you what happens to each question: the note under the conversation says where it is sent and how long it is kept.</li>
</ul>
`,
      "Bot/Capabilities",
    ),
    ...html(
      "Content",
      `
<p>Simbi es un prototipo del laboratorio para explorar cómo debería comportarse un asistente conversacional ético: transparente sobre lo que es, prudente con lo que no sabe y respetuoso con la privacidad.</p>
<p>Responde a partir de las páginas publicadas de este sitio: busca los pasajes que contestan tu pregunta y te los cita con un enlace a su página. Cuando el servidor tiene configurado un modelo de lenguaje, el modelo redacta la respuesta a partir de esos pasajes y los cita; arriba se indica qué modelo es, o que no hay ninguno.</p>
<p>Tus preguntas se envían al servidor de este sitio y se guardan un tiempo limitado, sin tu dirección IP, para que el equipo vea qué se pregunta y mejore las respuestas: la nota bajo la conversación y la <a href="/privacidad">política de privacidad</a> dicen cuánto. Puedes seguir su desarrollo en el espacio <a href="/labs">Labs</a>.</p>
`,
      `
<p>Simbi is a lab prototype exploring how an ethical conversational assistant should behave: open about what it is, careful about what it does not know and respectful of privacy.</p>
<p>It answers from the published pages of this site: it looks for the passages that answer your question and quotes them with a link to their page. When the server has a language model configured, the model words the answer from those passages and cites them; the line above names the model, or says there is none.</p>
<p>Your questions are sent to this site's server and kept for a limited time, without your IP address, so the team can see what people ask and improve the answers: the note under the conversation and the <a href="/privacy">privacy policy</a> say for how long. You can follow its progress in the <a href="/labs">Labs</a> space.</p>
`,
      "Bot/Content",
    ),
  ],
});

/* ------------------------------------------------------------------------------------------
 * Manifest (template Manifest)
 * ---------------------------------------------------------------------------------------- */

pages.push({
  Page: "manifest",
  Template: "Manifest",
  Author: "Comunidad Simbiosis",
  Created: "2024-09-10T10:00:00.000Z",
  Tags: ["manifiesto", "principios", "compromisos"],
  values: [
    ...text(
      "Title",
      "Manifiesto por una inteligencia artificial simbiótica",
      "Manifesto for a symbiotic artificial intelligence",
      "Manifest/Title",
    ),
    ...html(
      "Content",
      `
<p>La inteligencia artificial ya forma parte de nuestras vidas. Decide qué noticias leemos, qué solicitudes se revisan primero, qué rutas seguimos y, cada vez más, qué textos e imágenes circulan por el mundo. Esta tecnología se está construyendo muy deprisa y, en gran medida, en muy pocas manos. Creemos que otra forma de hacerlo es posible y necesaria.</p>
<p>Simbiosis es una iniciativa comunitaria que reúne a personas de la investigación, la ingeniería, la educación, el cooperativismo y la acción social. Nos une una convicción: la relación entre los seres humanos y la inteligencia artificial debe ser simbiótica, es decir, beneficiosa para todas las partes y, sobre todo, para las comunidades que conviven con ella.</p>
<h2>Lo que nos preocupa</h2>
<p>Nos preocupa la concentración de poder en unas pocas empresas que controlan los datos, los modelos y la infraestructura. Nos preocupan los sistemas opacos que toman decisiones sobre personas sin que estas puedan entenderlas ni recurrirlas. Nos preocupan el coste ambiental de los modelos más grandes y la falta de formación que deja a la mayoría de la población fuera del debate. Y nos preocupa un relato que presenta todo esto como inevitable.</p>
<h2>Nuestros principios</h2>
<ol>
<li><strong>Simbiosis.</strong> La tecnología debe ampliar las capacidades humanas, no sustituir el juicio ni la responsabilidad de las personas. Diseñamos para la colaboración, no para la dependencia.</li>
<li><strong>Distribución.</strong> El conocimiento, los modelos y los beneficios deben repartirse. Preferimos el código abierto, la infraestructura comunitaria y la soberanía de los datos a la concentración.</li>
<li><strong>Educación.</strong> Nadie puede decidir sobre lo que no entiende. La alfabetización en IA es una condición de la democracia, y la ofrecemos de forma abierta y gratuita.</li>
<li><strong>Seguridad.</strong> Los sistemas deben evaluarse antes y después de su despliegue, con especial atención a los sesgos, a los usos indebidos y a las personas más vulnerables. Ante la duda, prudencia.</li>
</ol>
<h2>Nuestros compromisos</h2>
<ol>
<li>Publicar nuestro código con licencias libres y nuestros textos con licencias abiertas.</li>
<li>Auditar nuestros propios sistemas y hacer públicos los resultados, también cuando no nos favorezcan.</li>
<li>Tomar las decisiones importantes de forma participativa y documentar quién decide qué.</li>
<li>Medir y reducir el consumo de energía de todo lo que desarrollamos.</li>
</ol>
<p>Este manifiesto no es un punto de llegada, sino de partida. Lo revisamos cada año en asamblea y aceptamos propuestas de cualquier persona. Si compartes estas ideas, te invitamos a firmarlo, a sumarte a alguna de nuestras plataformas o, sencillamente, a llevarlas a tu entorno. La inteligencia artificial que tengamos dependerá de quién participe en construirla.</p>
<blockquote>No queremos máquinas que piensen por nosotros, sino herramientas que nos ayuden a pensar juntos.</blockquote>
`,
      `
<p>Artificial intelligence is already part of our lives. It decides which news we read, which applications are reviewed first, which routes we take and, more and more, which texts and images circulate in the world. This technology is being built at great speed and, to a large extent, by very few hands. We believe another way of building it is possible and necessary.</p>
<p>Simbiosis is a community initiative that brings together people from research, engineering, education, the cooperative movement and social action. We share one conviction: the relationship between human beings and artificial intelligence must be symbiotic, that is, beneficial to every party and, above all, to the communities that live with it.</p>
<h2>What worries us</h2>
<p>We are worried about power concentrating in a handful of companies that control the data, the models and the infrastructure. We are worried about opaque systems that make decisions about people who can neither understand nor appeal them. We are worried about the environmental cost of the largest models and about a lack of training that leaves most people out of the debate. And we are worried about a story that presents all of this as inevitable.</p>
<h2>Our principles</h2>
<ol>
<li><strong>Symbiosis.</strong> Technology should extend human abilities, not replace people's judgement or responsibility. We design for collaboration, not for dependence.</li>
<li><strong>Distribution.</strong> Knowledge, models and benefits should be shared out. We prefer open source, community infrastructure and data sovereignty to concentration.</li>
<li><strong>Education.</strong> Nobody can decide about what they do not understand. AI literacy is a condition of democracy, and we offer it openly and free of charge.</li>
<li><strong>Safety.</strong> Systems must be assessed before and after deployment, with particular attention to bias, misuse and the most vulnerable people. When in doubt, caution.</li>
</ol>
<h2>Our commitments</h2>
<ol>
<li>To publish our code under free licences and our writing under open licences.</li>
<li>To audit our own systems and publish the results, including when they do not flatter us.</li>
<li>To make important decisions through participation, and to document who decides what.</li>
<li>To measure and reduce the energy use of everything we build.</li>
</ol>
<p>This manifesto is a starting point, not a destination. We review it every year in an open assembly and welcome proposals from anyone. If you share these ideas, we invite you to sign it, to join one of our platforms or simply to take them into your own surroundings. The artificial intelligence we end up with will depend on who takes part in building it.</p>
<blockquote>We do not want machines that think for us, but tools that help us think together.</blockquote>
`,
      "Manifest/Content",
    ),
    ...text("Author", "Comunidad Simbiosis", "The Simbiosis community", "Manifest/Author"),
  ],
});

/* ------------------------------------------------------------------------------------------
 * Platform landing pages (template Platform)
 * ---------------------------------------------------------------------------------------- */

pages.push({
  Page: "ethicsi",
  Template: "Platform",
  Created: "2024-09-05T10:00:00.000Z",
  values: [
    ...text("Title", "EthicsI", "EthicsI"),
    ...text(
      "Subtitle",
      "Fundación para la ética y la investigación académica en inteligencia artificial",
      "Foundation for ethics and academic research in artificial intelligence",
    ),
    ...html(
      "Content",
      `
<p>EthicsI es la fundación de Simbiosis dedicada a la ética aplicada y a la investigación académica sobre inteligencia artificial. Su misión es que las decisiones sobre esta tecnología se apoyen en conocimiento riguroso, público y verificable, y no solo en promesas comerciales o en miedos difusos.</p>
<h2>Qué hacemos</h2>
<ul>
<li><strong>Auditorías independientes</strong> de sistemas de decisión automatizada para administraciones, cooperativas y entidades sociales, con una metodología abierta que combina métricas y escucha a las personas afectadas.</li>
<li><strong>Investigación</strong> sobre equidad, interpretabilidad y representaciones del significado, en colaboración con universidades y grupos de investigación.</li>
<li><strong>Publicaciones abiertas:</strong> artículos, informes y datos de nuestras investigaciones, con licencias que permiten reutilizarlos.</li>
<li><strong>Formación especializada</strong> y seminarios para profesionales que deben evaluar o contratar sistemas de IA.</li>
</ul>
<h2>Cómo trabajamos</h2>
<p>Nuestra independencia es nuestra principal garantía. EthicsI no acepta financiación de empresas cuyos sistemas audita, publica cada año sus fuentes de financiación y somete sus metodologías a revisión externa. Todas las auditorías terminan en un informe público; los datos personales, en cambio, nunca salen de la entidad auditada.</p>
<p>Creemos que la ética no es un sello que se pone al final, sino una práctica que acompaña todo el ciclo de vida de un sistema: desde la pregunta de si hace falta construirlo hasta la decisión de retirarlo. Por eso trabajamos de cerca con InnvaLab, que desarrolla las herramientas, y con Harmonia, que las lleva a las comunidades.</p>
<h2>Participa</h2>
<p>Si investigas en estos temas, si tu organización necesita una auditoría o si quieres colaborar en la revisión de nuestras metodologías, escríbenos. Puedes empezar por el <a href="/document/tutorial-auditoria-de-sesgos">tutorial de auditoría</a> o por los <a href="/projects">proyectos en curso</a>.</p>
`,
      `
<p>EthicsI is the Simbiosis foundation devoted to applied ethics and academic research on artificial intelligence. Its mission is to make sure that decisions about this technology rest on rigorous, public and verifiable knowledge, rather than on sales pitches or vague fears.</p>
<h2>What we do</h2>
<ul>
<li><strong>Independent audits</strong> of automated decision systems for public bodies, cooperatives and non-profits, using an open methodology that combines metrics with listening to the people affected.</li>
<li><strong>Research</strong> on fairness, interpretability and representations of meaning, in partnership with universities and research groups.</li>
<li><strong>Open publications:</strong> papers, reports and data from our research, under licences that allow reuse.</li>
<li><strong>Specialist training</strong> and seminars for professionals who have to assess or procure AI systems.</li>
</ul>
<h2>How we work</h2>
<p>Our independence is our main guarantee. EthicsI accepts no funding from companies whose systems it audits, publishes its funding sources every year and submits its methods to external review. Every audit ends in a public report; personal data, on the other hand, never leaves the audited organisation.</p>
<p>We believe ethics is not a seal stamped on at the end, but a practice that runs through a system's whole life cycle: from asking whether it should be built at all to deciding when to retire it. That is why we work closely with InnvaLab, which builds the tools, and with Harmonia, which takes them to communities.</p>
<h2>Get involved</h2>
<p>If you research these topics, if your organisation needs an audit or if you would like to help review our methods, write to us. A good place to start is the <a href="/document/tutorial-auditoria-de-sesgos">audit tutorial</a> or our <a href="/projects">ongoing projects</a>.</p>
`,
    ),
  ],
});

pages.push({
  Page: "innvalab",
  Template: "Platform",
  Created: "2024-09-05T10:05:00.000Z",
  values: [
    ...text("Title", "InnvaLab", "InnvaLab"),
    ...text(
      "Subtitle",
      "Laboratorio de innovación abierta para una IA útil, eficiente y comprensible",
      "Open innovation lab for useful, efficient and understandable AI",
    ),
    ...html(
      "Content",
      `
<p>InnvaLab es el laboratorio de innovación de Simbiosis. Aquí convertimos los principios del manifiesto en prototipos que se pueden probar, romper y mejorar. Nuestro lema interno es sencillo: si no se puede explicar, medir y ejecutar en un equipo modesto, todavía no está terminado.</p>
<h2>Líneas de trabajo</h2>
<ul>
<li><strong>Modelos pequeños y eficientes</strong> que funcionan sin tarjeta gráfica y registran su consumo de energía.</li>
<li><strong>Interpretabilidad práctica:</strong> modelos basados en reglas lógicas y herramientas que explican las decisiones en lenguaje claro.</li>
<li><strong>Infraestructura comunitaria:</strong> servidores para asociaciones y cooperativas que quieren custodiar sus propios datos.</li>
<li><strong>Herramientas de auditoría</strong>, como el detector de sesgos, en estrecha colaboración con EthicsI.</li>
</ul>
<h2>Cómo funciona el laboratorio</h2>
<p>Cada proyecto nace de una necesidad real planteada por una organización o por la comunidad, no de una moda tecnológica. Pasa por tres fases: exploración, en la que comprobamos si la idea tiene sentido; prototipo, que ponemos en manos de personas usuarias lo antes posible; y consolidación, cuando el proyecto ya tiene documentación, pruebas y alguien que lo mantiene. El espacio <a href="/labs">Labs</a> muestra los experimentos de cada fase con su estado real.</p>
<p>Todo el código se publica desde el primer día en nuestra organización de GitHub, con licencia GPL-3.0. También publicamos los experimentos que no funcionan, porque ahorran tiempo a otras personas y porque la honestidad sobre los fracasos forma parte de la ciencia abierta.</p>
<h2>Colabora</h2>
<p>Buscamos personas que programen, diseñen, prueben y documenten. No hace falta ser experta en inteligencia artificial: muchas de las mejores contribuciones llegan de quien pregunta por qué algo es tan difícil de usar. Consulta los <a href="/projects">proyectos</a> y la guía de <a href="/document/como-contribuir">contribución</a> para empezar.</p>
`,
      `
<p>InnvaLab is the innovation lab of Simbiosis. This is where we turn the principles of the manifesto into prototypes that can be tried, broken and improved. Our internal motto is simple: if it cannot be explained, measured and run on modest hardware, it is not finished yet.</p>
<h2>Areas of work</h2>
<ul>
<li><strong>Small, efficient models</strong> that run without a graphics card and log their energy use.</li>
<li><strong>Practical interpretability:</strong> rule-based models and tools that explain decisions in plain language.</li>
<li><strong>Community infrastructure:</strong> servers for associations and cooperatives that want to keep custody of their own data.</li>
<li><strong>Audit tools</strong>, such as the bias detector, built in close partnership with EthicsI.</li>
</ul>
<h2>How the lab works</h2>
<p>Every project starts from a real need raised by an organisation or by the community, not from a technology trend. It goes through three phases: exploration, where we check whether the idea makes sense; prototype, which we put in users' hands as early as possible; and consolidation, once the project has documentation, tests and someone to maintain it. The <a href="/labs">Labs</a> space shows the experiments in each phase with their real status.</p>
<p>All code is published from day one in our GitHub organisation under the GPL-3.0 licence. We publish the experiments that fail too, because they save other people time and because honesty about failure is part of open science.</p>
<h2>Join in</h2>
<p>We are looking for people who code, design, test and document. You do not need to be an AI expert: many of the best contributions come from someone asking why something is so hard to use. Browse the <a href="/projects">projects</a> and the <a href="/document/como-contribuir">contribution guide</a> to get started.</p>
`,
    ),
  ],
});

pages.push({
  Page: "harmonia",
  Template: "Platform",
  Created: "2024-09-05T10:10:00.000Z",
  values: [
    ...text("Title", "Harmonia", "Harmonia"),
    ...text(
      "Subtitle",
      "Consultoría y cooperativa comunitaria para adoptar la IA con criterio",
      "Consultancy and community cooperative for adopting AI wisely",
    ),
    ...html(
      "Content",
      `
<p>Harmonia es la cooperativa de Simbiosis que acompaña a organizaciones y comunidades en sus decisiones sobre inteligencia artificial. Somos una cooperativa de trabajo sin ánimo de lucro: las personas socias deciden en asamblea, los excedentes se reinvierten en formación gratuita y ninguna empresa tecnológica participa en nuestro capital.</p>
<h2>Servicios</h2>
<ul>
<li><strong>Diagnóstico:</strong> ayudamos a saber si un problema necesita de verdad inteligencia artificial y qué alternativas más sencillas existen.</li>
<li><strong>Acompañamiento en la adopción:</strong> selección de herramientas abiertas, acuerdos de datos, pruebas piloto y evaluación con las personas usuarias.</li>
<li><strong>Gobernanza participativa:</strong> diseño de asambleas informadas, consejos rotatorios y registros públicos de decisiones.</li>
<li><strong>Talleres de alfabetización en IA</strong> para bibliotecas, centros educativos, asociaciones y equipos de trabajo.</li>
</ul>
<h2>Nuestra forma de trabajar</h2>
<p>No vendemos productos de terceros ni cobramos comisiones de ningún proveedor, así que podemos recomendar lo que más convenga a cada organización, incluida la opción de no usar IA. Aplicamos tarifas escalonadas: las entidades sociales pequeñas pagan menos, y cada año dedicamos parte de nuestro tiempo a proyectos comunitarios gratuitos elegidos en asamblea.</p>
<p>Usamos las herramientas que desarrolla InnvaLab y las metodologías de EthicsI, y les devolvemos lo que aprendemos sobre el terreno. Esa circulación entre investigación, desarrollo e implementación es el corazón de Simbiosis.</p>
<p>Acompañamos sobre todo a entidades sociales, cooperativas, centros educativos, bibliotecas y ayuntamientos pequeños: organizaciones que no tienen un departamento técnico propio, pero sí una responsabilidad directa con las personas a las que atienden. Un acompañamiento típico dura entre tres y seis meses.</p>
<h2>Hablemos</h2>
<p>Si tu organización se está planteando usar inteligencia artificial, o ya la usa y quiere hacerlo mejor, cuéntanoslo desde la página de <a href="/contacto">contacto</a>. También puedes conocer nuestros <a href="/products">productos</a>, como Harmonia Compass, el kit que usamos en los acompañamientos.</p>
`,
      `
<p>Harmonia is the Simbiosis cooperative that supports organisations and communities in their decisions about artificial intelligence. We are a non-profit worker cooperative: members decide in assembly, any surplus is reinvested in free training, and no technology company holds a stake in us.</p>
<h2>Services</h2>
<ul>
<li><strong>Assessment:</strong> we help you find out whether a problem really needs artificial intelligence, and which simpler alternatives exist.</li>
<li><strong>Adoption support:</strong> choosing open tools, data agreements, pilot tests and evaluation with users.</li>
<li><strong>Participatory governance:</strong> designing informed assemblies, rotating councils and public decision logs.</li>
<li><strong>AI literacy workshops</strong> for libraries, schools, associations and work teams.</li>
</ul>
<h2>How we work</h2>
<p>We do not resell third-party products or take commissions from any vendor, so we can recommend whatever suits each organisation best, including not using AI at all. Our fees are on a sliding scale: small non-profits pay less, and every year part of our time goes to free community projects chosen by the assembly.</p>
<p>We use the tools InnvaLab builds and the methods EthicsI develops, and we feed back what we learn in the field. That flow between research, development and implementation is the heart of Simbiosis.</p>
<p>Most of the organisations we support are non-profits, cooperatives, schools, libraries and small town councils: organisations with no in-house technical department but with a direct responsibility towards the people they serve. A typical engagement lasts three to six months.</p>
<h2>Let's talk</h2>
<p>If your organisation is thinking about using artificial intelligence, or already does and wants to do it better, tell us through the <a href="/contacto">contact</a> page. You can also explore our <a href="/products">products</a>, such as Harmonia Compass, the kit we use in our support work.</p>
`,
    ),
  ],
});

/* ------------------------------------------------------------------------------------------
 * Generic pages (template Page), linked from the header, footer and calls to action.
 * ---------------------------------------------------------------------------------------- */

function genericPage(
  page: string,
  created: string,
  title: { es: string; en: string },
  subtitle: { es: string; en: string },
  content: { es: string; en: string },
): PageDoc {
  return {
    Page: page,
    Template: "Page",
    Created: created,
    values: [
      ...text("Title", title.es, title.en),
      ...text("Subtitle", subtitle.es, subtitle.en),
      ...html("Content", content.es, content.en),
    ],
  };
}

pages.push(
  genericPage(
    "contacto",
    "2024-09-05T11:00:00.000Z",
    { es: "Contacto", en: "Contact" },
    {
      es: "Escríbenos: respondemos a todos los mensajes en un plazo de cinco días laborables",
      en: "Write to us: we answer every message within five working days",
    },
    {
      es: `
<p>Nos encanta recibir preguntas, propuestas de colaboración y también críticas. Elige el canal que mejor se ajuste a lo que necesitas.</p>
<h2>Correo electrónico</h2>
<p>Para consultas generales, propuestas de talleres y solicitudes de auditoría o de acompañamiento, escribe a <strong>hola@simbiosis.example</strong>. Indica el tema en el asunto (por ejemplo, «Taller», «Auditoría», «Prensa» o «Conducta») para que el mensaje llegue antes a la persona adecuada. Respondemos en español o en inglés en un plazo de cinco días laborables.</p>
<h2>GitHub</h2>
<p>Si encuentras un error en el sitio o en alguno de nuestros proyectos, o quieres proponer una mejora, abre una incidencia en <a href="https://github.com/simbiosis-ai">github.com/simbiosis-ai</a>. Es el canal más rápido para las cuestiones técnicas y permite que otras personas sigan la conversación.</p>
<h2>Firmar el manifiesto</h2>
<p>Para firmar el <a href="/manifiesto">manifiesto</a> a título personal o en nombre de una organización, envíanos un correo con el asunto «Firma», el nombre con el que quieres figurar y, si lo deseas, una frase sobre por qué te sumas. Publicamos la lista de firmas en el repositorio del sitio, y puedes pedirnos que retiremos la tuya en cualquier momento.</p>
<h2>Encuentros en persona</h2>
<p>No tenemos una oficina abierta al público. Los talleres y las asambleas se celebran en bibliotecas, centros cívicos y locales de las entidades con las que colaboramos; los anunciamos con antelación en el sitio y en GitHub.</p>
<h2>Qué hacemos con tu mensaje</h2>
<p>Usamos tu dirección solo para responderte. No la añadimos a listas de correo ni la compartimos con nadie. Tienes todos los detalles en la <a href="/privacidad">política de privacidad</a>.</p>
`,
      en: `
<p>We love receiving questions, collaboration proposals and criticism too. Choose the channel that best fits what you need.</p>
<h2>E-mail</h2>
<p>For general enquiries, workshop proposals and requests for an audit or for support, write to <strong>hola@simbiosis.example</strong>. Put the topic in the subject line (for example "Workshop", "Audit", "Press" or "Conduct") so your message reaches the right person sooner. We reply in Spanish or English within five working days.</p>
<h2>GitHub</h2>
<p>If you find a bug on the site or in one of our projects, or want to suggest an improvement, open an issue at <a href="https://github.com/simbiosis-ai">github.com/simbiosis-ai</a>. It is the fastest channel for technical matters, and it lets other people follow the conversation.</p>
<h2>Signing the manifesto</h2>
<p>To sign the <a href="/manifiesto">manifesto</a> personally or on behalf of an organisation, send us an e-mail with the subject "Signature", the name you want to appear under and, if you like, a sentence about why you are joining. We publish the list of signatures in the site's repository, and you can ask us to remove yours at any time.</p>
<h2>Meeting in person</h2>
<p>We have no office open to the public. Workshops and assemblies take place in libraries, community centres and the premises of the organisations we work with; we announce them in advance on the site and on GitHub.</p>
<h2>What we do with your message</h2>
<p>We use your address only to reply to you. We do not add it to mailing lists or share it with anyone. All the details are in our <a href="/privacy">privacy policy</a>.</p>
`,
    },
  ),
  genericPage(
    "gobernanza",
    "2024-09-12T11:00:00.000Z",
    { es: "Gobernanza", en: "Governance" },
    {
      es: "Cómo tomamos las decisiones en Simbiosis, quién las toma y dónde quedan escritas",
      en: "How decisions are made in Simbiosis, who makes them and where they are recorded",
    },
    {
      es: `
<p>Simbiosis es una iniciativa comunitaria, y su manera de decidir forma parte de lo que defiende. Estas son las reglas que seguimos hoy; la asamblea general las revisa cada año.</p>
<h2>Órganos</h2>
<ul>
<li><strong>Asamblea general:</strong> abierta a todas las personas que han contribuido en los últimos doce meses con código, textos, talleres, traducciones o facilitación. Se reúne dos veces al año, en persona y en línea, y aprueba el manifiesto, el presupuesto y el plan anual.</li>
<li><strong>Consejo de coordinación:</strong> siete personas: una por cada plataforma (EthicsI, InnvaLab y Harmonia), una por el espacio Labs, una elegida por la asamblea y dos elegidas por sorteo entre las personas contribuidoras, que se renuevan cada seis meses. Coordina el trabajo diario y resuelve lo urgente.</li>
<li><strong>Equipos de proyecto:</strong> deciden los asuntos técnicos de su proyecto y los documentan en el repositorio.</li>
</ul>
<h2>Cómo se decide</h2>
<ol>
<li><strong>Decisiones técnicas:</strong> por consenso perezoso en GitHub. Una propuesta se integra si en siete días nadie plantea una objeción razonada.</li>
<li><strong>Decisiones que afectan a derechos, a datos personales o a la relación con terceros:</strong> requieren una propuesta escrita, un periodo de comentarios de catorce días y la aprobación del consejo.</li>
<li><strong>Cambios en el manifiesto, en el presupuesto o en estas reglas:</strong> votación en asamblea por mayoría de dos tercios, tras una sesión informativa previa.</li>
</ol>
<h2>Transparencia</h2>
<p>Las actas del consejo y de la asamblea, las cuentas anuales y las fuentes de financiación se publican en el repositorio de gobernanza. No aceptamos financiación de empresas cuyos sistemas auditamos ni donaciones condicionadas al contenido de nuestras publicaciones.</p>
<h2>Conflictos</h2>
<p>Los desacuerdos se tratan primero dentro del equipo afectado; si no se resuelven, los media una persona del consejo que no participe en el proyecto. Las faltas al <a href="/codigo">código de conducta</a> siguen su propio procedimiento.</p>
`,
      en: `
<p>Simbiosis is a community initiative, and the way it makes decisions is part of what it stands for. These are the rules we follow today; the general assembly reviews them every year.</p>
<h2>Bodies</h2>
<ul>
<li><strong>General assembly:</strong> open to everyone who has contributed in the last twelve months through code, writing, workshops, translation or facilitation. It meets twice a year, in person and online, and approves the manifesto, the budget and the annual plan.</li>
<li><strong>Coordination council:</strong> seven people: one from each platform (EthicsI, InnvaLab and Harmonia), one from the Labs space, one elected by the assembly and two drawn by lot from among contributors, renewed every six months. It coordinates day-to-day work and handles urgent matters.</li>
<li><strong>Project teams:</strong> decide the technical matters of their project and document them in the repository.</li>
</ul>
<h2>How decisions are made</h2>
<ol>
<li><strong>Technical decisions:</strong> by lazy consensus on GitHub. A proposal is merged if nobody raises a reasoned objection within seven days.</li>
<li><strong>Decisions affecting rights, personal data or relations with third parties:</strong> need a written proposal, a fourteen-day comment period and the council's approval.</li>
<li><strong>Changes to the manifesto, the budget or these rules:</strong> a two-thirds majority vote in the assembly, after a briefing session.</li>
</ol>
<h2>Transparency</h2>
<p>Council and assembly minutes, annual accounts and funding sources are published in the governance repository. We accept no funding from companies whose systems we audit, and no donations tied to the content of our publications.</p>
<h2>Conflicts</h2>
<p>Disagreements are handled first within the team concerned; if they are not resolved, a council member who is not involved in the project mediates. Breaches of the <a href="/codigo">code of conduct</a> follow their own procedure.</p>
`,
    },
  ),
  genericPage(
    "roadmap",
    "2025-01-10T11:00:00.000Z",
    { es: "Hoja de ruta", en: "Roadmap" },
    {
      es: "Lo que queremos conseguir, trimestre a trimestre, en 2025 y 2026",
      en: "What we aim to achieve, quarter by quarter, in 2025 and 2026",
    },
    {
      es: `
<p>El consejo de coordinación revisa esta hoja de ruta cada trimestre. Las fechas son objetivos, no promesas: si algo cambia, lo explicaremos aquí.</p>
<h2>2025</h2>
<ul>
<li><strong>Primer trimestre:</strong> publicación del sitio bilingüe, del manifiesto y de la primera edición de Path of life. Primera versión del detector de sesgos.</li>
<li><strong>Segundo trimestre:</strong> lanzamiento de EthicsI Audit y de InnvaLab Core. Diez talleres de alfabetización en bibliotecas públicas.</li>
<li><strong>Tercer trimestre:</strong> beta abierta del modelo basado en álgebra booleana. Primer piloto de servidor comunitario fuera de España.</li>
<li><strong>Cuarto trimestre:</strong> Harmonia Compass 1.0. Primera asamblea general con voto en línea. Informe anual del consumo de energía de todos los proyectos.</li>
</ul>
<h2>2026</h2>
<ul>
<li><strong>Primer trimestre:</strong> detector de sesgos 1.0, con informes accesibles y comparación entre versiones de un modelo.</li>
<li><strong>Segundo trimestre:</strong> conexión del chatbot Simbi a un modelo abierto local, con una evaluación de seguridad pública antes de abrirlo.</li>
<li><strong>Tercer trimestre:</strong> materiales de alfabetización en IA en catalán, euskera, gallego y portugués, adaptados junto con comunidades locales.</li>
<li><strong>Cuarto trimestre:</strong> publicación de los primeros resultados del marco tensorial fractal semántico y revisión del manifiesto en asamblea.</li>
</ul>
<p>¿Echas algo en falta? Propónlo en <a href="https://github.com/simbiosis-ai">GitHub</a> o desde la página de <a href="/contacto">contacto</a>.</p>
`,
      en: `
<p>The coordination council reviews this roadmap every quarter. Dates are goals, not promises: if anything changes, we will explain it here.</p>
<h2>2025</h2>
<ul>
<li><strong>First quarter:</strong> launch of the bilingual site, the manifesto and the first edition of Path of life. First version of the bias detector.</li>
<li><strong>Second quarter:</strong> release of EthicsI Audit and InnvaLab Core. Ten AI literacy workshops in public libraries.</li>
<li><strong>Third quarter:</strong> open beta of the Boolean-algebra-based model. First community-server pilot outside Spain.</li>
<li><strong>Fourth quarter:</strong> Harmonia Compass 1.0. First general assembly with online voting. Annual energy report covering every project.</li>
</ul>
<h2>2026</h2>
<ul>
<li><strong>First quarter:</strong> bias detector 1.0, with accessible reports and comparison between versions of a model.</li>
<li><strong>Second quarter:</strong> the Simbi chatbot connected to a local open model, with a public safety evaluation before it opens.</li>
<li><strong>Third quarter:</strong> AI literacy materials in Catalan, Basque, Galician and Portuguese, adapted together with local communities.</li>
<li><strong>Fourth quarter:</strong> first published results of the semantic fractal tensor framework, and a review of the manifesto in assembly.</li>
</ul>
<p>Missing something? Suggest it on <a href="https://github.com/simbiosis-ai">GitHub</a> or through the <a href="/contacto">contact</a> page.</p>
`,
    },
  ),
  genericPage(
    "faq",
    "2024-10-01T11:00:00.000Z",
    { es: "Preguntas frecuentes", en: "Frequently asked questions" },
    {
      es: "Respuestas breves a lo que más nos preguntan",
      en: "Short answers to the questions we hear most",
    },
    {
      es: `
<h3>¿Qué es Simbiosis?</h3>
<p>Una iniciativa comunitaria que promueve una inteligencia artificial ética, segura y construida en comunidad. Se organiza en tres plataformas (EthicsI para la ética y la investigación, InnvaLab para la innovación y Harmonia para la consultoría cooperativa) y un espacio experimental, Labs.</p>
<h3>¿Quién financia la iniciativa?</h3>
<p>Las donaciones individuales, los servicios de la cooperativa Harmonia y las subvenciones públicas para investigación y formación. Publicamos las cuentas cada año y no aceptamos dinero de empresas cuyos sistemas auditamos.</p>
<h3>¿Tengo que saber programar para participar?</h3>
<p>No. Necesitamos también personas que traduzcan, escriban, prueben prototipos, faciliten talleres o simplemente nos digan qué no se entiende. La guía de <a href="/document/como-contribuir">contribución</a> explica todas las opciones.</p>
<h3>¿Vuestras herramientas son gratuitas?</h3>
<p>Sí. Todo el software se publica con licencia GPL-3.0 y puedes usarlo sin pagar nada. Lo que sí tiene coste son los servicios de acompañamiento de Harmonia, con tarifas reducidas para entidades sociales pequeñas.</p>
<h3>¿El chatbot guarda lo que escribo?</h3>
<p>Sí, durante un tiempo limitado. Cada pregunta se envía al servidor de este sitio, que la guarda con su respuesta y tu valoración, sin tu dirección IP, para que el equipo vea qué se pregunta y mejore las respuestas; pasado el plazo se borra sola. Si el sitio tiene configurado un modelo de lenguaje, la pregunta y los pasajes citados también se le envían para redactar la respuesta: la página del <a href="/chatbot">chatbot</a> dice qué modelo es, y la <a href="/privacidad">política de privacidad</a>, cuánto tiempo se guarda cada cosa.</p>
<h3>¿Usáis inteligencia artificial para escribir vuestros contenidos?</h3>
<p>A veces, y lo decimos. Un asistente de IA ha colaborado en el diseño y el código del sitio, y figura como colaborador en nuestras <a href="/bios">biografías</a>. Todo lo que publicamos lo revisa y lo firma una persona.</p>
<h3>¿Puedo reutilizar vuestros textos y materiales?</h3>
<p>Sí, con licencia CC BY-SA 4.0: cita la autoría y comparte tus adaptaciones con la misma licencia. Los detalles están en las <a href="/terms">condiciones de uso</a>.</p>
<h3>¿Cómo pido una auditoría o un taller?</h3>
<p>Escríbenos a hola@simbiosis.example contándonos qué sistema o qué grupo tienes en mente. Te responderemos con una propuesta y un calendario.</p>
`,
      en: `
<h3>What is Simbiosis?</h3>
<p>A community initiative that promotes ethical, safe, community-built artificial intelligence. It is organised into three platforms (EthicsI for ethics and research, InnvaLab for innovation and Harmonia for cooperative consultancy) plus an experimental space, Labs.</p>
<h3>Who funds the initiative?</h3>
<p>Individual donations, the services of the Harmonia cooperative and public grants for research and training. We publish our accounts every year and take no money from companies whose systems we audit.</p>
<h3>Do I need to code to take part?</h3>
<p>No. We also need people who translate, write, test prototypes, run workshops or simply tell us what is hard to understand. The <a href="/document/como-contribuir">contribution guide</a> explains every option.</p>
<h3>Are your tools free?</h3>
<p>Yes. All software is published under the GPL-3.0 licence and you can use it without paying anything. Harmonia's support services do have a cost, with reduced fees for small non-profits.</p>
<h3>Does the chatbot store what I type?</h3>
<p>Yes, for a limited time. Each question is sent to this site's server, which keeps it with its answer and your rating, without your IP address, so the team can see what people ask and improve the answers; once the period is over it is erased automatically. If the site has a language model configured, the question and the passages cited are also sent to it to word the answer: the <a href="/chatbot">chatbot</a> page names the model, and the <a href="/privacy">privacy policy</a> says how long each thing is kept.</p>
<h3>Do you use artificial intelligence to write your content?</h3>
<p>Sometimes, and we say so. An AI assistant has collaborated on the site's design and code, and is credited as a collaborator in our <a href="/bios">biographies</a>. Everything we publish is reviewed and signed by a person.</p>
<h3>Can I reuse your texts and materials?</h3>
<p>Yes, under CC BY-SA 4.0: credit the authors and share your adaptations under the same licence. The details are in our <a href="/terms">terms of use</a>.</p>
<h3>How do I request an audit or a workshop?</h3>
<p>Write to hola@simbiosis.example telling us which system or which group you have in mind. We will reply with a proposal and a timeline.</p>
`,
    },
  ),
  genericPage(
    "codigo",
    "2024-09-12T12:00:00.000Z",
    { es: "Código de conducta", en: "Code of conduct" },
    {
      es: "Las normas de convivencia de todos los espacios de Simbiosis, en línea y en persona",
      en: "The ground rules for every Simbiosis space, online and in person",
    },
    {
      es: `
<p>Queremos que participar en Simbiosis sea una experiencia segura y enriquecedora para todas las personas, con independencia de su edad, origen, identidad o expresión de género, orientación sexual, discapacidad, aspecto físico, religión, nivel de experiencia o ideas. Este código se inspira en el Contributor Covenant y se aplica en los repositorios, los foros, las reuniones, los talleres y cualquier espacio en el que actuemos en nombre de la iniciativa.</p>
<h2>Lo que esperamos</h2>
<ul>
<li>Tratar a las demás personas con respeto y amabilidad, también cuando discrepamos.</li>
<li>Criticar ideas, no personas, y aceptar las críticas constructivas.</li>
<li>Dejar espacio a quien participa por primera vez y explicar sin condescendencia.</li>
<li>Reconocer el trabajo ajeno y decir cuándo hemos usado herramientas de IA.</li>
<li>Cuidar la privacidad: no compartir datos ni conversaciones de otras personas sin su permiso.</li>
</ul>
<h2>Lo que no aceptamos</h2>
<ul>
<li>Acoso, insultos o comentarios discriminatorios, en público o en privado.</li>
<li>Lenguaje o imágenes de carácter sexual y atenciones no deseadas.</li>
<li>Publicar información privada de otras personas.</li>
<li>Usar herramientas de IA para suplantar a alguien o para crear contenido que lo humille.</li>
<li>Interrumpir de forma reiterada reuniones o conversaciones.</li>
</ul>
<h2>Cómo comunicar un problema</h2>
<p>Escribe a <strong>hola@simbiosis.example</strong> con el asunto «Conducta». Solo leerán el mensaje las dos personas del consejo responsables de convivencia; si alguna de ellas está implicada, se abstendrá. Respondemos en un máximo de tres días laborables y tratamos cada caso con confidencialidad.</p>
<h2>Consecuencias</h2>
<p>Según la gravedad, las medidas van desde una conversación privada hasta la exclusión temporal o definitiva de los espacios de la comunidad. Toda decisión se comunica por escrito y puede recurrirse ante el consejo de coordinación.</p>
`,
      en: `
<p>We want taking part in Simbiosis to be a safe and rewarding experience for everyone, regardless of age, background, gender identity or expression, sexual orientation, disability, appearance, religion, level of experience or views. This code is inspired by the Contributor Covenant and applies in our repositories, forums, meetings and workshops, and in any space where we act on behalf of the initiative.</p>
<h2>What we expect</h2>
<ul>
<li>Treat others with respect and kindness, including when we disagree.</li>
<li>Criticise ideas, not people, and accept constructive criticism.</li>
<li>Make room for first-time participants and explain things without condescension.</li>
<li>Credit other people's work and say when we have used AI tools.</li>
<li>Respect privacy: do not share other people's data or conversations without their permission.</li>
</ul>
<h2>What we do not accept</h2>
<ul>
<li>Harassment, insults or discriminatory remarks, in public or in private.</li>
<li>Sexualised language or imagery and unwelcome attention.</li>
<li>Publishing other people's private information.</li>
<li>Using AI tools to impersonate someone or to create content that humiliates them.</li>
<li>Repeatedly disrupting meetings or conversations.</li>
</ul>
<h2>How to report a problem</h2>
<p>Write to <strong>hola@simbiosis.example</strong> with the subject "Conduct". Only the two council members responsible for community wellbeing will read it; if either of them is involved, they will step aside. We reply within three working days and handle every case confidentially.</p>
<h2>Consequences</h2>
<p>Depending on severity, measures range from a private conversation to temporary or permanent exclusion from community spaces. Every decision is communicated in writing and can be appealed to the coordination council.</p>
`,
    },
  ),
);

const PRIVACY_TITLE = { es: "Política de privacidad", en: "Privacy policy" };
const PRIVACY_SUBTITLE = {
  es: "Qué datos guarda este sitio, para qué y durante cuánto tiempo",
  en: "What data this site keeps, what for and for how long",
};
const PRIVACY_CONTENT = {
  es: `
<p>Última actualización: 24 de noviembre de 2026.</p>
<h2>En resumen</h2>
<p>Este sitio no usa cookies de seguimiento ni herramientas de analítica, no muestra publicidad y no carga recursos de terceros. Puedes leer todo su contenido sin darnos ningún dato personal. Si nos escribes, te suscribes al boletín o preguntas al chatbot, guardamos lo necesario para hacerlo, el tiempo que dice la lista de abajo, y después se borra solo.</p>
<h2>Quién es responsable</h2>
<p>La iniciativa Simbiosis. Puedes escribirnos a hola@simbiosis.example para cualquier cuestión sobre tus datos.</p>
<h2>Con quién se comparten</h2>
<p>Con nadie más que quien administra el servidor y el equipo editorial, salvo dos casos que la lista de abajo indica: los correos salen por nuestro servidor de correo, y, si el sitio tiene configurado un modelo de lenguaje, las preguntas al chatbot se le envían para redactar la respuesta.</p>
<h2>Tus derechos</h2>
<p>Puedes pedir una copia de todo lo que guardamos sobre tu correo, o que se borre, desde la página <a href="/mis-datos">Tus datos</a>: te enviaremos un enlace a esa dirección para confirmarlo. También puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a hola@simbiosis.example, y presentar una reclamación ante la Agencia Española de Protección de Datos.</p>
`,
  en: `
<p>Last updated: 24 November 2026.</p>
<h2>In short</h2>
<p>This site uses no tracking cookies and no analytics tools, shows no advertising and loads no third-party resources. You can read all of its content without giving us any personal data. If you write to us, subscribe to the newsletter or ask the chatbot, we keep what is needed to do so, for the time the list below says, and then it is erased automatically.</p>
<h2>Who is responsible</h2>
<p>The Simbiosis initiative. You can write to hola@simbiosis.example about anything to do with your data.</p>
<h2>Who it is shared with</h2>
<p>Nobody but whoever runs the server and the editorial team, except in two cases the list below names: e-mails leave through our mail server, and, if the site has a language model configured, questions to the chatbot are sent to it to word the answer.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of everything we keep about your e-mail address, or for its erasure, on the <a href="/mis-datos">Your data</a> page: we will send a link to that address to confirm. You can also exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to hola@simbiosis.example, and lodge a complaint with the Spanish Data Protection Agency (AEPD).</p>
`,
};

// "privacidad" is the Spanish-first address of the policy; "privacy" carries the same text.
pages.push(
  genericPage("privacidad", "2025-06-01T09:00:00.000Z", PRIVACY_TITLE, PRIVACY_SUBTITLE, PRIVACY_CONTENT),
  genericPage("privacy", "2025-06-01T09:00:00.000Z", PRIVACY_TITLE, PRIVACY_SUBTITLE, PRIVACY_CONTENT),
);

pages.push(
  genericPage(
    "terms",
    "2025-06-01T09:30:00.000Z",
    { es: "Condiciones de uso", en: "Terms of use" },
    {
      es: "Qué puedes hacer con el código y los contenidos de este sitio",
      en: "What you may do with this site's code and content",
    },
    {
      es: `
<h2>Licencias</h2>
<ul>
<li><strong>Código:</strong> el código del sitio y de nuestros proyectos se publica con licencia GNU GPL versión 3 o posterior (GPL-3.0-or-later). Puedes usarlo, estudiarlo, modificarlo y redistribuirlo, siempre que las versiones que distribuyas mantengan la misma licencia e incluyan su código fuente.</li>
<li><strong>Contenidos:</strong> los textos, el libro Path of life, la documentación y los materiales de los talleres se publican con licencia Creative Commons Atribución-CompartirIgual 4.0 (CC BY-SA 4.0). Puedes copiarlos, adaptarlos y usarlos, incluso con fines comerciales, citando la autoría y compartiendo las obras derivadas con la misma licencia.</li>
<li><strong>Nombres y logotipos:</strong> Simbiosis, EthicsI, InnvaLab y Harmonia identifican a la iniciativa. Puedes usarlos para referirte a ella, pero no para dar a entender que respaldamos un producto o servicio ajeno.</li>
</ul>
<h2>Cómo citar</h2>
<p>Un ejemplo de atribución: «Texto de Lucía Ferrer, Simbiosis (2025), CC BY-SA 4.0», con un enlace a la página original.</p>
<h2>Prototipos y demostraciones</h2>
<p>El chatbot y los experimentos del espacio Labs son prototipos. Se ofrecen tal cual, sin garantías de ningún tipo, y no deben usarse para tomar decisiones que afecten a personas.</p>
<h2>Responsabilidad</h2>
<p>Cuidamos la exactitud de lo que publicamos, pero nuestros contenidos son divulgativos y no sustituyen el asesoramiento jurídico, técnico o profesional. Si encuentras un error, avísanos en GitHub o por correo y lo corregiremos.</p>
<h2>Cambios</h2>
<p>Si modificamos estas condiciones, publicaremos la nueva versión en esta página con su fecha. Las versiones anteriores quedan en el historial del repositorio.</p>
`,
      en: `
<h2>Licences</h2>
<ul>
<li><strong>Code:</strong> the code of this site and of our projects is published under the GNU GPL version 3 or later (GPL-3.0-or-later). You may use, study, modify and redistribute it, provided that any version you distribute keeps the same licence and includes its source code.</li>
<li><strong>Content:</strong> the texts, the book Path of life, the documentation and the workshop materials are published under the Creative Commons Attribution-ShareAlike 4.0 licence (CC BY-SA 4.0). You may copy, adapt and use them, even commercially, as long as you credit the authors and share derivative works under the same licence.</li>
<li><strong>Names and logos:</strong> Simbiosis, EthicsI, InnvaLab and Harmonia identify the initiative. You may use them to refer to it, but not to suggest that we endorse someone else's product or service.</li>
</ul>
<h2>How to credit us</h2>
<p>An example attribution: "Text by Lucía Ferrer, Simbiosis (2025), CC BY-SA 4.0", with a link to the original page.</p>
<h2>Prototypes and demos</h2>
<p>The chatbot and the experiments in the Labs space are prototypes. They are provided as is, without warranty of any kind, and must not be used to make decisions that affect people.</p>
<h2>Liability</h2>
<p>We take care over the accuracy of what we publish, but our content is informative and no substitute for legal, technical or professional advice. If you find a mistake, tell us on GitHub or by e-mail and we will fix it.</p>
<h2>Changes</h2>
<p>If we change these terms, we will publish the new version on this page with its date. Earlier versions remain in the repository history.</p>
`,
    },
  ),
);

/* ------------------------------------------------------------------------------------------
 * The tag vocabulary (docs/product.md "Tags"): a label in each language for every tag the demo pages
 * use, so no English page shows a Spanish tag. The pages keep storing their Spanish keys.
 * ---------------------------------------------------------------------------------------- */

/** [key as the pages write it, Spanish label, English label]. */
const TAG_LABELS: Array<[string, string, string]> = [
  ["accesibilidad", "accesibilidad", "accessibility"],
  ["alfabetización", "alfabetización", "literacy"],
  ["api", "api", "API"],
  ["auditoría", "auditoría", "auditing"],
  ["bibliotecas", "bibliotecas", "libraries"],
  ["compromisos", "compromisos", "commitments"],
  ["comunidad", "comunidad", "community"],
  ["comunidades", "comunidades", "communities"],
  ["contenido", "contenido", "content"],
  ["contribuir", "contribuir", "contributing"],
  ["cooperativas", "cooperativas", "cooperatives"],
  ["cooperativismo", "cooperativismo", "cooperativism"],
  ["código abierto", "código abierto", "open source"],
  ["datos", "datos", "data"],
  ["desarrollo", "desarrollo", "development"],
  ["diseño", "diseño", "design"],
  ["edición", "edición", "editing"],
  ["educación", "educación", "education"],
  ["eficiencia", "eficiencia", "efficiency"],
  ["energía", "energía", "energy"],
  ["equidad", "equidad", "fairness"],
  ["github", "github", "GitHub"],
  ["gobernanza", "gobernanza", "governance"],
  ["informes", "informes", "reports"],
  ["inicio", "inicio", "getting started"],
  ["instalación", "instalación", "installation"],
  ["interpretabilidad", "interpretabilidad", "interpretability"],
  ["investigación", "investigación", "research"],
  ["labs", "labs", "labs"],
  ["libro", "libro", "book"],
  ["licencias", "licencias", "licences"],
  ["lógica", "lógica", "logic"],
  ["manifiesto", "manifiesto", "manifesto"],
  ["metodología", "metodología", "methodology"],
  ["modelos abiertos", "modelos abiertos", "open models"],
  ["modelos locales", "modelos locales", "local models"],
  ["modelos", "modelos", "models"],
  ["métricas", "métricas", "metrics"],
  ["participación", "participación", "participation"],
  ["path of life", "path of life", "path of life"],
  ["plantillas", "plantillas", "templates"],
  ["principios", "principios", "principles"],
  ["privacidad", "privacidad", "privacy"],
  ["páginas", "páginas", "pages"],
  ["referencia", "referencia", "reference"],
  ["rest", "rest", "REST"],
  ["semántica", "semántica", "semantics"],
  ["sesgo", "sesgo", "bias"],
  ["soberanía", "soberanía", "sovereignty"],
  ["sostenibilidad", "sostenibilidad", "sustainability"],
  ["talleres", "talleres", "workshops"],
  ["tensores", "tensores", "tensors"],
  ["traducción", "traducción", "translation"],
  ["transparencia", "transparencia", "transparency"],
  ["tutorial", "tutorial", "tutorial"],
  ["ux", "ux", "UX"],
  ["ética", "ética", "ethics"],
];

pages.push({
  Page: TAGS_PAGE,
  Template: TAGS_TEMPLATE,
  Created: "2024-09-01T09:00:00.000Z",
  values: TAG_LABELS.flatMap(([key, es, en]) => text(key, es, en)),
});

/** Every demo page, in a stable order. */
export const demoPages: PageDoc[] = pages;
