export default function Page() {
  return <h1>cancellation-policy</h1>;
}
