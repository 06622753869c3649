import { useState } from 'react';
import { ReplyGuardsSummary } from '../../../components/harness-fields/reply-guards-summary';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import type { HarnessDocument } from '../../../harness';
import { diagnosticMessage } from '../../../lib/diagnostic-message';
import { documentFieldLabel } from '../../../lib/field-label-keys';
import { useLanguage, useT, type Language } from '../../../lib/i18n';
import { useMergedShop } from '../api/get-merged-shop';
import { useShop } from '../api/get-shop';
import { mergedParts, type MergedEntry } from '../model/merged-view';
import { describeBaseValue, type PreferenceKey } from '../model/overlay-edit';
import { LayerBadge } from './layer-badge';

interface Props {
  harnessId: string;
  shopId: string;
  /** The base states to merge on: `draft`, `label:production`... */
  sources?: readonly { value: string; label: string }[];
}

const PRODUCTION = 'label:production';

/** The floor lists as the forms call them. */
const FLOOR_LABELS = {
  forbiddenTopics: 'prefs.forbiddenTopics',
  brandTerms: 'prefs.brandTerms',
  bannedWords: 'shops.bannedWords',
} as const;

/** A preference as the form calls it; a field this screen does not know keeps its key. */
const preferenceLabel = (lang: Language, key: string) =>
  documentFieldLabel(`/preferences/${key}`, lang)?.label ?? key;

function EntryList({
  entries,
  empty,
  label,
}: {
  entries: MergedEntry[];
  empty: string;
  label: string;
}) {
  const t = useT();
  if (entries.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul aria-label={label}>
      {entries.map((e) => (
        <li key={`${e.layer}-${e.id}`}>
          {e.name} <code>{e.id}</code> <LayerBadge layer={e.layer} />
          {e.off && <span className="muted"> {t('shops.switchedOff')}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * What the shop's host runs: the base merged with the shop's overlay, every part marked
 * with the layer it comes from and what MERGE_RULES lets the shop change about it.
 */
export function MergedView({ harnessId, shopId, sources }: Props) {
  const t = useT();
  const lang = useLanguage();
  const options = sources ?? [
    { value: 'draft', label: t('preview.sourceDraft') },
    { value: PRODUCTION, label: 'production' },
  ];
  // What the host runs is what production serves the shop; the draft (which may hold a
  // campaign that is not live) is a choice. The labels arrive after the first render, so
  // the default is worked out each time until the reader picks.
  const [picked, setSource] = useState<string | null>(null);
  const source = picked ?? options.find((o) => o.value === PRODUCTION)?.value ?? options[0]!.value;
  const merged = useMergedShop(harnessId, shopId, source);
  const overlay = useShop(harnessId, shopId).data?.overlay;

  return (
    <section className="page" aria-labelledby="merged-title">
      <h2 id="merged-title">{t('shops.mergedTitle')}</h2>
      <p className="muted">{t('shops.mergedIntro')}</p>
      <div className="field">
        <label htmlFor="merged-source">{t('shops.mergedSource')}</label>
        <select id="merged-source" value={source} onChange={(e) => setSource(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {merged.isPending && <Loading label={t('common.loading')} />}
      {merged.isError && <ErrorNotice title={t('shops.mergedFailed')} error={merged.error} />}
      {merged.data && (
        <MergedBody merged={merged.data} parts={mergedParts(merged.data, overlay)} lang={lang} />
      )}
    </section>
  );
}

function MergedBody({
  merged,
  parts,
  lang,
}: {
  merged: NonNullable<ReturnType<typeof useMergedShop>['data']>;
  parts: ReturnType<typeof mergedParts>;
  lang: ReturnType<typeof useLanguage>;
}) {
  const t = useT();
  return (
    <>
      <p>
        {t('shops.mergedOf', {
          base:
            merged.baseVersion !== null
              ? String(merged.baseVersion)
              : merged.source === 'draft'
                ? t('preview.sourceDraft')
                : merged.source,
          overlay: merged.overlayVersion === null ? '—' : String(merged.overlayVersion),
        })}
      </p>
      <table className="data-table">
        <caption>{t('shops.rulesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shops.part')}</th>
            <th scope="col">{t('shops.shopMay')}</th>
          </tr>
        </thead>
        <tbody>
          {parts.rules.map(({ part, rule }) => (
            <tr key={part}>
              <th scope="row">{t(`shops.part.${part}`)}</th>
              <td>{t(`shops.rule.${rule}`)}</td>
            </tr>
          ))}
          {parts.floors.map(({ list }) => (
            <tr key={list}>
              <th scope="row">{t(FLOOR_LABELS[list])}</th>
              <td>{t('shops.rule.floor')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <HostGuards document={merged.document as Partial<HarnessDocument>} />
      <h3>{t('shops.part.preferences')}</h3>
      <ul aria-label={t('shops.part.preferences')}>
        {parts.preferences.map((p) => (
          <li key={p.key}>
            <span title={p.key}>{preferenceLabel(lang, p.key)}</span>:{' '}
            {describeBaseValue(p.key as PreferenceKey, p.value, lang)}{' '}
            <LayerBadge layer={p.layer} />
          </li>
        ))}
      </ul>
      <h3>{t('shops.mergedFloors')}</h3>
      {parts.floors.map(({ list, entries }) => (
        <div key={list}>
          <h4>{t(FLOOR_LABELS[list])}</h4>
          <ul className="chips" aria-label={t(FLOOR_LABELS[list])}>
            {entries.map((e) => (
              <li key={`${e.layer}-${e.text}`} className="chip" data-layer={e.layer}>
                {e.text} <LayerBadge layer={e.layer} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {parts.variables.length > 0 && (
        <>
          <h3>{t('shops.mergedVariables')}</h3>
          <ul aria-label={t('shops.mergedVariables')}>
            {parts.variables.map((v) => (
              <li key={v.name}>
                <code>{v.name}</code>: {v.value} <LayerBadge layer={v.layer} />
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('shops.campaignsReaching')}</h3>
      <EntryList
        entries={parts.campaigns}
        empty={t('shops.noCampaigns')}
        label={t('shops.campaignsReaching')}
      />
      <h3>{t('shops.promotions')}</h3>
      <EntryList
        entries={parts.ownPromotions}
        empty={t('shops.noPromotions')}
        label={t('shops.promotions')}
      />
      <h3>{t('shops.part.skills')}</h3>
      <EntryList entries={parts.skills} empty="" label={t('shops.part.skills')} />
      <h3>{t('shops.mergedProblems', { count: merged.diagnostics.length })}</h3>
      <ul>
        {merged.diagnostics.map((d) => (
          <li key={`${d.layer}-${d.pointer}-${d.code}`}>
            <LayerBadge layer={d.layer} /> <code>{d.pointer || '/'}</code>{' '}
            {diagnosticMessage(d, lang)}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The built-in reply guards the host runs, with the shop's own floor and longest reply: the
 * platform's settings, which an overlay has no place for, so the merchant reads them only.
 */
function HostGuards({ document }: { document: Partial<HarnessDocument> }) {
  const t = useT();
  return (
    <section aria-labelledby="host-guards-title">
      <h3 id="host-guards-title">{t('guards.title')}</h3>
      <ReplyGuardsSummary
        guards={document.settings?.guards}
        floor={document.preferences?.discountFloor ?? 0.5}
        maxReplyChars={document.preferences?.maxReplyChars ?? 120}
      />
    </section>
  );
}
