import { useT } from '../../../lib/i18n';

interface Props {
  parameters: Record<string, unknown>;
}

type Property = { type?: unknown; description?: unknown; enum?: unknown };

/** The arguments a tool takes, read from its schema: a quick check of what the model sees. */
export function ParametersTable({ parameters }: Props) {
  const t = useT();
  const properties = (parameters.properties ?? {}) as Record<string, Property>;
  const required = Array.isArray(parameters.required) ? (parameters.required as string[]) : [];
  const names = Object.keys(properties);
  if (names.length === 0) return <p className="muted">{t('tool.noArguments')}</p>;
  return (
    <table className="data-table">
      <caption className="sr-only">{t('tool.argumentsTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tool.argument')}</th>
          <th scope="col">{t('tool.argumentType')}</th>
          <th scope="col">{t('tool.argumentRequired')}</th>
          <th scope="col">{t('tool.argumentDescription')}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const p = properties[name] ?? {};
          const type = Array.isArray(p.type) ? p.type.join(' | ') : String(p.type ?? '—');
          return (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                {type}
                {Array.isArray(p.enum)
                  ? `: ${p.enum.map((v) => JSON.stringify(v)).join(', ')}`
                  : ''}
              </td>
              <td>{required.includes(name) ? t('common.yes') : t('common.no')}</td>
              <td>{typeof p.description === 'string' ? p.description : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
