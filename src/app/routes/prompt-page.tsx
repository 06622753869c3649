import { PendingScreen } from './pending-screen';

export default function Page() {
  return <PendingScreen title="kind.prompt" />;
}
