/** What the upload API accepts (docs/product.md "File calls": PDF, PNG, JPEG, WebP, GIF, SVG by their bytes; at most 20 MB). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const IMAGE_TYPES = /^image\/(png|jpeg|webp|gif|svg\+xml)$/;
const IMAGE_EXTS = /\.(png|jpe?g|webp|gif|svg)$/i;

export const ACCEPT_FILES =
  "image/png,image/jpeg,image/webp,image/gif,image/svg+xml,application/pdf,.png,.jpg,.jpeg,.webp,.gif,.svg,.pdf";
export const ACCEPT_IMAGES =
  "image/png,image/jpeg,image/webp,image/gif,image/svg+xml,.png,.jpg,.jpeg,.webp,.gif,.svg";

/** Why a chosen file cannot be sent, checked before the upload (the server checks the bytes again). */
export function uploadProblem(
  file: { name: string; type: string; size: number },
  imagesOnly: boolean,
): "wrongType" | "tooLarge" | null {
  const image = IMAGE_TYPES.test(file.type) || IMAGE_EXTS.test(file.name);
  const pdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  if (!image && (imagesOnly || !pdf)) return "wrongType";
  if (file.size > MAX_UPLOAD_BYTES) return "tooLarge";
  return null;
}
