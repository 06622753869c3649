import { Loading } from '../../components/ui/async-state';
import { useT } from '../../lib/i18n';

export function RouteFallback() {
  const t = useT();
  return <Loading label={t('common.loading')} />;
}
