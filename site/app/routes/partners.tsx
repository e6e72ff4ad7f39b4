export default function Page() {
  return <h1>partners</h1>;
}
