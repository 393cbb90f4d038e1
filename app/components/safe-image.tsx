import { useState } from "react";
import type { ImageSource } from "../content/responsive-images.ts";

/**
 * An image that disappears when it cannot be loaded (docs/product.md "Content screens": a broken logo is
 * hidden). A server-rendered image may fail before the page is interactive, when no onError handler is
 * attached yet: the ref checks a finished image once it is attached, and decode() tells a broken one from
 * a loaded one.
 */
export function SafeImage({
  src,
  alt,
  className,
  width,
  height,
  sources,
  sizes,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** A library image's copies per format (app/content/responsive-images.ts), chosen by the browser for `sizes`. */
  sources?: readonly ImageSource[];
  /** How wide the image is shown: its CSS box ("96px") or a media list. */
  sizes?: string;
  /** Above the fold (a page's own logo): loaded at once, not lazily. */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  const img = (
    <img
      ref={(img) => {
        if (img?.complete) img.decode().catch(() => setFailed(true));
      }}
      src={src}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={eager ? undefined : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
  if (!sources?.length) return img;
  return (
    <picture>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
