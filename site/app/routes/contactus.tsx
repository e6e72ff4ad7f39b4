export default function Page() {
  return <h1>contactus</h1>;
}
