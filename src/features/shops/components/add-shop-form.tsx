import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import { problemMessage } from '../../../lib/problem-message';
import { useCreateShop } from '../api/create-shop';
import { parseTags } from '../model/tags';

/** Ops add a shop to the base: its id (for good), its name and the tags campaigns aim at. */
export function AddShopForm({ harnessId }: { harnessId: string }) {
  const t = useT();
  const lang = useLanguage();
  const create = useCreateShop();
  const [shopId, setShopId] = useState('');
  const [name, setName] = useState('');
  const [tags, setTags] = useState('');
  const errors = isApiError(create.error) ? (create.error.problem.errors ?? []) : [];
  const at = (prefix: string) =>
    errors
      .filter((e) => e.pointer === prefix || e.pointer.startsWith(`${prefix}/`))
      .map((e) => apiErrorMessage(e, lang));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { harnessId, shop: { shopId: shopId.trim(), name: name.trim(), tags: parseTags(tags) } },
      {
        onSuccess: () => {
          setShopId('');
          setName('');
          setTags('');
        },
      },
    );
  };
  const other = create.error && errors.length === 0 ? create.error : null;
  return (
    <form className="group" aria-labelledby="add-shop-title" onSubmit={submit}>
      <h2 id="add-shop-title" className="section-title">
        {t('shops.addTitle')}
      </h2>
      <div className="field-row">
        <TextField
          pointer="/new-shop/shopId"
          label={t('shops.shopId')}
          hint={t('shops.shopIdHint')}
          value={shopId}
          errors={at('/shopId')}
          onChange={setShopId}
        />
        <TextField
          pointer="/new-shop/name"
          label={t('shops.name')}
          value={name}
          errors={at('/name')}
          onChange={setName}
        />
        <TextField
          pointer="/new-shop/tags"
          label={t('shops.tags')}
          hint={t('shops.tagsHint')}
          value={tags}
          errors={at('/tags')}
          onChange={setTags}
        />
      </div>
      {other != null && <p className="field-errors">{problemMessage(other, lang).text}</p>}
      {create.isSuccess && (
        <p role="status" className="notice notice-ok">
          {t('shops.added', { name: create.data.name })}
        </p>
      )}
      <button type="submit" className="button-primary" disabled={create.isPending}>
        {t('shops.add')}
      </button>
    </form>
  );
}
