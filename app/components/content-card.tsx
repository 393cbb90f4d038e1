import type { ReactNode } from "react";
import { Link } from "./site-link.tsx";
import type { ImageView } from "../content/views.ts";
import { SafeImage } from "./safe-image.tsx";

/** A card of a list screen: optional image, title (the link to the page), text, and extras. */
export function ContentCard({
  href,
  title,
  text,
  image,
  imageShape = "logo",
  children,
}: {
  href: string;
  title: string;
  text?: string;
  image?: ImageView;
  imageShape?: "logo" | "avatar";
  children?: ReactNode;
}) {
  return (
    <article className={`card card-link content-card content-card-${imageShape}`}>
      {image ? (
        // The title beside it already names the card: the image is decorative here.
        <SafeImage
          src={image.src}
          alt=""
          className={`card-image card-${imageShape}`}
          width={64}
          height={64}
          sources={image.sources}
          sizes={imageShape === "avatar" ? "88px" : "64px"}
        />
      ) : null}
      <h2 className="card-title">
        <Link to={href}>{title}</Link>
      </h2>
      {text ? <p>{text}</p> : null}
      {children}
    </article>
  );
}
