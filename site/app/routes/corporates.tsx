export default function Page() {
  return <h1>corporates</h1>;
}
