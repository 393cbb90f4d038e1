import { useNavigation } from "react-router";

/**
 * A thin bar at the top of the window while a client-side navigation loads its data, so a slow
 * store read never looks like a dead link. Decorative: the page itself announces the new content.
 */
export function NavProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return <div className="nav-progress" data-busy={busy ? "true" : "false"} aria-hidden="true" />;
}
