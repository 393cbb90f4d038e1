/** The sentence a screen shows while its data loads (a route's HydrateFallback, or before it is ready). */
export function ScreenLoading({ text }: { text: string }) {
  return (
    <p role="status" className="admin-muted">
      {text}
    </p>
  );
}
