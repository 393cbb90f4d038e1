/** Placeholder: the editing area (issue 5). */
export default function Admin() {
  return <h1>Admin</h1>;
}
