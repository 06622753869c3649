import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';

interface Health {
  status: string;
  auth: string;
}

export function HomePage() {
  const health = useQuery({ queryKey: ['health'], queryFn: () => apiFetch<Health>('/health') });
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <h1>Harness Studio</h1>
      <p>Edit, check, version, preview and publish the harness of your live-stream host.</p>
      <p role="status">
        API: {health.isPending ? 'connecting…' : health.isError ? 'unreachable' : health.data.status}
      </p>
    </main>
  );
}
