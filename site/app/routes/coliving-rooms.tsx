export default function Page() {
  return <h1>coliving-rooms</h1>;
}
