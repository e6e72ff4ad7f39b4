export default function Page() {
  return <h1>property-details</h1>;
}
