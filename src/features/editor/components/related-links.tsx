import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { focusField } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import type { RelatedPlace } from '../model/related-places';
import './problems.css';

interface Props {
  places: readonly RelatedPlace[];
  /** The entity on screen: a place in it gets the focus without navigating. */
  current?: { kind: string; key: string };
}

/** The other places a problem involves ("Also at: promotion baicha-flash-sale · Price"). */
export function RelatedLinks({ places, current }: Props) {
  const t = useT();
  if (places.length === 0) return null;
  const open = (e: MouseEvent, p: RelatedPlace) => {
    if (current?.kind !== p.kind || current.key !== p.key) return;
    e.preventDefault();
    focusField(p.rel);
  };
  return (
    <span className="problem-related">
      <span>{t('problems.alsoAt')}</span>
      {places.map((p) => (
        <Link key={p.href} to={p.href} onClick={(e) => open(e, p)} data-testid="problem-related">
          {t(`kind.${p.kind}`)} {p.key}
          {p.label ? ` · ${t(p.label)}` : ''}
        </Link>
      ))}
    </span>
  );
}
