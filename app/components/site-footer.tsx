/** Placeholder footer: replaced by the full footer (issue 3). */
export function SiteFooter() {
  return <footer className="site-footer">© 2024 Simbiosis · GPL-3.0</footer>;
}
