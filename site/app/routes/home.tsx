import Typography from '@mui/material/Typography';
import type { MetaFunction } from '@remix-run/react';
import { useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

export const meta: MetaFunction = () => [{ title: 'Nivaas' }];

export async function loader({ context }: LoaderFunctionArgs) {
  const faqs = await context.api<{ results: { title: string }[] }>('GET', '/api/v1/faq?limit=4');
  return { faqs: faqs.body.results ?? [] };
}

export default function Home() {
  const { faqs } = useLoaderData<typeof loader>();
  return (
    <div>
      <Typography variant="h1">Home</Typography>
      <ul>{faqs.map((f) => <li key={f.title}>{f.title}</li>)}</ul>
    </div>
  );
}
