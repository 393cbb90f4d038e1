/** Addresses inside the editing area. */
export function editorPath(name: string): string {
  return `/admin/pages/${encodeURIComponent(name)}`;
}

export function historyPath(name: string): string {
  return `${editorPath(name)}/history`;
}
