export default function Page() {
  return <h1>tenants</h1>;
}
