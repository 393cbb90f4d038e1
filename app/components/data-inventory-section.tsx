import type { InventorySection } from "../content/data-inventory.ts";
import { Link } from "./site-link.tsx";

/**
 * The privacy page's "What this site keeps, for how long" (issue 38): made on the server from the data
 * inventory and the running configuration (app/content/data-inventory.ts), so no edit of the stored page
 * can take it away or let it drift from what the site does. Every text comes with the loader's data.
 */
export function DataInventorySection({ section }: { section: InventorySection }) {
  const { labels } = section;
  return (
    <section className="inventory" id="datos" aria-labelledby="inventory-title">
      <h2 id="inventory-title">{section.heading}</h2>
      <p>{section.intro}</p>
      <p>
        {section.request.text} <Link to={section.request.href}>{section.request.link}</Link>
      </p>
      {section.groups.map((group) => (
        <section key={group.id} aria-labelledby={`inventory-${group.id}`}>
          <h3 id={`inventory-${group.id}`}>{group.title}</h3>
          <ul className="inventory-list">
            {group.rows.map((row) => (
              <li key={row.id}>
                <article className="inventory-item" aria-labelledby={`dato-${row.id}`} data-item={row.id}>
                  <h4 id={`dato-${row.id}`}>{row.title}</h4>
                  <dl>
                    <dt>{labels.retention}</dt>
                    <dd className="inventory-retention" data-setting={row.setting}>
                      {row.retention}
                      {row.setting ? (
                        <>
                          {" "}
                          (<code>{row.setting}</code>)
                        </>
                      ) : null}
                    </dd>
                    <dt>{labels.holds}</dt>
                    <dd>{row.holds}</dd>
                    <dt>{labels.purpose}</dt>
                    <dd>{row.purpose}</dd>
                    <dt>{labels.basis}</dt>
                    <dd>{row.basis}</dd>
                    <dt>{labels.audience}</dt>
                    <dd>{row.audience}</dd>
                    <dt>{labels.where}</dt>
                    <dd className="inventory-where">
                      {row.where.map((place) => (
                        <code key={place}>{place}</code>
                      ))}
                    </dd>
                  </dl>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
