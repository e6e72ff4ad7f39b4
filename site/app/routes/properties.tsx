export default function Page() {
  return <h1>properties</h1>;
}
