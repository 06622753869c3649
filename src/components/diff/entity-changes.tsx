import { SINGLETON_KINDS } from '../../harness/canonical/entities';
import type { EntityChange } from '../../harness/diff';
import { documentFieldLabel, entityPointerBase } from '../../lib/field-label-keys';
import { useLanguage, useT, type Language, type Translate } from '../../lib/i18n';
import { FieldChangeView } from './field-change-view';
import { PromotionChanges } from './promotion-changes';

interface Props {
  changes: readonly EntityChange[];
  /** Entity summaries only, without their fields. */
  compact?: boolean;
  /** The harness's `settings.timeZone`: promotion windows are said in it. */
  timeZone?: string;
}

const language = (c: EntityChange) => (c.kind === 'hook' ? 'javascript' : 'markdown');

/** Fields named in an entity's line; the rest are counted. */
const LISTED_FIELDS = 3;

/**
 * The fields a changed entity changed, in the reader's language (the compact list has no
 * field rows): the core's `summary` is English (the API's and the audit's), so each line is
 * said here from the change's parts, the English kept as its tooltip.
 */
function changedFields(t: Translate, language: Language, c: EntityChange): string | null {
  const base = entityPointerBase(c.kind);
  // A field of an everyday form is called by its label there; any other by its path.
  const paths = c.fields
    .filter((f) => f.path !== '')
    .map((f) => documentFieldLabel(base + f.path, language)?.label ?? f.path.slice(1));
  if (c.change !== 'changed' || paths.length === 0) return null;
  const fields = paths.slice(0, LISTED_FIELDS).join(t('diff.fieldSeparator'));
  const more = paths.length - LISTED_FIELDS;
  return more > 0
    ? t('diff.fieldsChangedMore', { fields, more })
    : t('diff.fieldsChanged', { fields });
}

/**
 * A harness diff as a list: entity by entity, then field by field. Shared UI because more
 * than one screen shows a diff (versions compared, a robustness run's variant against its
 * original); each fetches its own diff.
 */
export function EntityChanges({ changes, compact, timeZone }: Props) {
  const t = useT();
  const lang = useLanguage();
  if (changes.length === 0) return <p className="notice">{t('diff.none')}</p>;
  return (
    <ul className="diff-list" aria-label={t('diff.changes', { count: changes.length })}>
      {changes.map((c) => {
        const fields = changedFields(t, lang, c);
        return (
          <li
            key={`${c.kind}/${c.key}`}
            className={`entity-change change-${c.change}`}
            data-testid="entity-change"
          >
            <strong title={c.summary}>
              {t(`kind.${c.kind}`)}
              {!(SINGLETON_KINDS as readonly string[]).includes(c.kind) && (
                <>
                  {' '}
                  <code>{c.key}</code>
                </>
              )}
            </strong>{' '}
            <span className={`badge change-badge-${c.change}`}>{t(`diff.${c.change}`)}</span>
            {compact && fields && <span className="muted"> {fields}</span>}
            {/* A promotion's fields are prices and times: said as values, not JSON. */}
            {!compact && c.kind === 'promotion' && (
              <PromotionChanges change={c} timeZone={timeZone} />
            )}
            {!compact && c.kind !== 'promotion' && c.fields.length > 0 && (
              <ul className="field-changes">
                {c.fields.map((f) => (
                  <FieldChangeView
                    key={`${f.path}-${f.change}`}
                    change={f}
                    language={language(c)}
                    pointerBase={entityPointerBase(c.kind)}
                  />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
