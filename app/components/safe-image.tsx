import { useState } from "react";

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
}: {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      ref={(img) => {
        if (img?.complete) img.decode().catch(() => setFailed(true));
      }}
      src={src}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
